import { EMAIL_LINK_VALIDITY_MS, securityStatus, type UserProfile } from '@abhyas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { signUpThroughProvider } from '../testing/built-in-sign-up.ts';
import { createEmailTestApp, type EmailTestApp } from '../testing/email-test-app.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';

let testApp: EmailTestApp;
beforeAll(async () => {
  testApp = await createEmailTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

let learners = 0;
/** A learner of the built-in provider with an address no other test uses, on an IP of their own. */
async function newLearner(): Promise<SignedIn & { email: string; address: string }> {
  learners += 1;
  const email = `learner-${learners}@example.org`;
  const learner = await testApp.builtInLearner(`email-learner-${learners}`, email);
  return { ...learner, email, address: `10.1.0.${learners}` };
}

const sendLink = (learner: SignedIn & { address: string }) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/profile/email/verification',
    headers: learner.headers,
    remoteAddress: learner.address,
  } as InjectOptions);
const open = (link: string, acceptLanguage = 'en-IN,en;q=0.9') => {
  const url = new URL(link);
  return testApp.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: { 'accept-language': acceptLanguage },
  });
};
async function profileOf(learner: SignedIn): Promise<UserProfile> {
  const me = await testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers: learner.headers });
  return me.json().profile as UserProfile;
}
async function linkFor(email: string): Promise<string> {
  const link = await testApp.lastLink(email);
  if (!link) throw new Error(`no link was sent to ${email}`);
  return link;
}
/** The learner waits out "Send again" (one link a minute). */
const waitAMinute = () => testApp.clock.advance(61_000);

describe('POST /api/profile/email/verification', () => {
  it('answers 401 without sign-in', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/profile/email/verification' });
    expect(response.statusCode).toBe(401);
  });

  it('sends a link valid for 24 hours to the account email, keeping only its hash', async () => {
    const learner = await newLearner();
    const response = await sendLink(learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      sentTo: learner.email,
      expiresAt: new Date(testApp.clock.now + EMAIL_LINK_VALIDITY_MS).toISOString(),
      resendAfterSeconds: 60,
    });
    const link = await linkFor(learner.email);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/u);
    expect(new URL(link).origin).toBe(new URL(testApp.publicUrl).origin);
    const stored = await testApp.database.db.selectFrom('emailVerificationTokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses an account of an external provider: its email_verified claim stands', async () => {
    const claimed = await signInAs(testApp.app, 'external-verified', {
      email: 'ext@example.org',
      emailVerified: true,
    });
    const unclaimed = await signInAs(testApp.app, 'external-unverified', {
      email: 'ext2@example.org',
      emailVerified: false,
    });
    for (const learner of [claimed, unclaimed]) {
      const response = await sendLink({ ...learner, address: '10.2.0.1' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ reason: 'email-verified-by-provider' });
    }
    expect((await profileOf(claimed)).emailVerified).toBe(true);
    expect((await profileOf(unclaimed)).emailVerified).toBe(false);
    expect(await testApp.mailsTo('ext@example.org')).toEqual([]);
  });

  it('allows one link a minute and five a day per account, with Retry-After', async () => {
    const learner = await newLearner();
    expect((await sendLink(learner)).statusCode).toBe(200);
    const soon = await sendLink(learner);
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({ reason: 'too-many-links-sent' });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let sent = 2; sent <= 5; sent += 1) {
      waitAMinute();
      expect((await sendLink(learner)).statusCode).toBe(200);
    }
    waitAMinute();
    const sixth = await sendLink(learner);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
    expect(await testApp.mailsTo(learner.email)).toHaveLength(5);
    // A refused try is not counted: the day's window ends and links go again.
    testApp.clock.advance(24 * 60 * 60 * 1000);
    expect((await sendLink(learner)).statusCode).toBe(200);
  });
});

describe('GET /verify-email', () => {
  it('verifies the email with the right link, once, and the security score counts it', async () => {
    const learner = await newLearner();
    expect(securityStatus(await profileOf(learner))).toEqual({ score: 0, level: 'low' });
    await sendLink(learner);
    const link = await linkFor(learner.email);

    const page = await open(link);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Your email is verified.');
    const profile = await profileOf(learner);
    expect(profile.emailVerified).toBe(true);
    expect(securityStatus(profile)).toEqual({ score: 50, level: 'medium' });
    const account = await testApp.database.db
      .selectFrom('idpAccounts')
      .select('emailVerifiedAt')
      .where('email', '=', learner.email)
      .executeTakeFirstOrThrow();
    expect(account.emailVerifiedAt).not.toBeNull();

    const again = await open(link);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('it was used already');
    waitAMinute();
    const resend = await sendLink(learner);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ reason: 'email-already-verified' });
  });

  it('says so in Hindi to a Hindi browser', async () => {
    const learner = await newLearner();
    await sendLink(learner);
    const page = await open(await linkFor(learner.email), 'hi-IN,hi;q=0.9,en;q=0.5');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="hi">');
    expect(page.body).toContain('आपका ईमेल सत्यापित हो गया।');
  });

  it('refuses a wrong, malformed or missing token and verifies nothing', async () => {
    const learner = await newLearner();
    await sendLink(learner);
    const link = new URL(await linkFor(learner.email));
    const token = link.searchParams.get('token') ?? '';
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [`/verify-email?token=${wrong}`, '/verify-email?token=abc', '/verify-email']) {
      const page = await testApp.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('This link does not work');
    }
    expect((await profileOf(learner)).emailVerified).toBe(false);
    // The right link still works after the wrong tries.
    expect((await open(link.toString())).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours', async () => {
    const learner = await newLearner();
    await sendLink(learner);
    const link = await linkFor(learner.email);
    testApp.clock.advance(EMAIL_LINK_VALIDITY_MS + 1);
    const page = await open(link);
    expect(page.body).toContain('This link has expired.');
    expect((await profileOf(learner)).emailVerified).toBe(false);
  });

  it('refuses a link a resend replaced, and takes the new one', async () => {
    const learner = await newLearner();
    await sendLink(learner);
    const first = await linkFor(learner.email);
    waitAMinute();
    expect((await sendLink(learner)).statusCode).toBe(200);
    const second = await linkFor(learner.email);
    expect(second).not.toBe(first);
    expect((await open(first)).body).toContain('This link does not work');
    expect((await profileOf(learner)).emailVerified).toBe(false);
    expect((await open(second)).statusCode).toBe(200);
    expect((await profileOf(learner)).emailVerified).toBe(true);
  });
});

describe('through the built-in provider', () => {
  it('keeps the email verified at the next sign-in: the provider claims it from then on', async () => {
    const { app, publicUrl } = testApp;
    const browser = createBrowserAgent(app, new URL(publicUrl).origin);
    const email = 'round-trip@example.org';
    await signUpThroughProvider(browser, {
      name: 'Round Trip',
      email,
      password: 'mango-river-42',
      remember: '1',
    });
    const me = () => browser.go('/api/auth/me').then((response) => JSON.parse(response.body));
    expect((await me()).profile.emailVerified).toBe(false);

    const cookie = `${SESSION_COOKIE}=${browser.cookie(new URL(publicUrl).host, SESSION_COOKIE)}`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/profile/email/verification',
      headers: { cookie, origin: app.auth.publicOrigin },
    });
    expect(sent.statusCode).toBe(200);
    expect((await browser.go(await linkFor(email))).status).toBe(200);
    expect((await me()).profile.emailVerified).toBe(true);

    // Signing in again refreshes the profile from the provider's claims.
    const chooser = await browser.go('/api/auth/sign-in?mode=popup');
    await browser.go(formAction(chooser.body, '/choose'), {
      accountId: chooser.body.match(/name="accountId" value="([0-9a-f]+)"/)?.[1] ?? '',
    });
    const after = await me();
    expect(after.profile.emailVerified).toBe(true);
    expect(Date.parse(after.profile.lastLoginAt)).toBeGreaterThan(0);
  });
});
