import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';
import { createTestApp, type TestApp } from '../testing/auth-test-app.ts';
import { createBrowserAgent, formAction } from '../testing/browser-agent.ts';
import { hiddenFields, signUpThroughProvider } from '../testing/built-in-sign-up.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const origin = () => new URL(testApp.publicUrl).origin;
const host = () => new URL(testApp.publicUrl).host;
const accountIdOn = (page: string) => page.match(/name="accountId" value="([0-9a-f]+)"/)?.[1];
const resultOf = (page: string) => JSON.parse(page.match(/var result = (\{.*?\});/)?.[1] ?? 'null');

/** A phone: a browser that signs up at the built-in provider, and calls the app's API. */
async function phoneWith(learner: { name: string; email: string; password: string; remember?: '1' }) {
  const browser = createBrowserAgent(testApp.app, origin());
  const { continued } = await signUpThroughProvider(browser, learner);
  const result = resultOf(continued.body);
  expect(result?.status).toBe('success');
  const api = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    testApp.app.inject({
      method,
      url,
      headers: { cookie: `${SESSION_COOKIE}=${browser.cookie(host(), SESSION_COOKIE)}`, origin: origin() },
      ...(payload ? { payload } : {}),
    });
  return { browser, uid: result.uid as string, api };
}

async function providerRowsOf(email: string) {
  const { db } = testApp.database;
  const account = await db
    .selectFrom('idpAccounts')
    .select(['id', 'name', 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();
  const records = account
    ? await sql<{ count: string }>`
        select count(*) as count from idp_records
        where payload->>'accountId' = ${account.id} or payload#>>'{session,accountId}' = ${account.id}`.execute(
        db,
      )
    : undefined;
  return { account, records: Number(records?.rows[0]?.count ?? 0) };
}

describe('sign-out on a shared phone', () => {
  it('without "Remember me", sign-out leaves no account to tap: the next sign-in asks for email and password', async () => {
    const phone = await phoneWith({
      name: 'Priya Sharma',
      email: 'priya@example.org',
      password: 'tamarind-kite-31',
    });
    const out = await phone.api('POST', '/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ providerSession: 'ended' });

    const next = await phone.browser.go('/api/auth/sign-in?mode=popup');
    expect(next.body).not.toContain('Choose an account');
    expect(next.body).not.toContain('Priya Sharma');
    expect(next.body).toContain('type="password"');
    expect(next.body).toContain('Remember me on this device');
  });

  it('with "Remember me", the chooser lists the account after sign-out, and choosing it asks for the password', async () => {
    const learner = { name: 'Arjun Nair', email: 'arjun@example.org', password: 'saffron-bridge-64' };
    const phone = await phoneWith({ ...learner, remember: '1' });
    await phone.api('POST', '/api/auth/sign-out');

    const chooser = await phone.browser.go('/api/auth/sign-in?mode=popup');
    expect(chooser.body).toContain('Choose an account');
    const chosen = await phone.browser.go(formAction(chooser.body, '/choose'), {
      accountId: accountIdOn(chooser.body) ?? '',
    });
    expect(chosen.body).not.toContain('"status":"success"');
    expect(chosen.body).toContain('type="password"');
    const signedIn = await phone.browser.go(formAction(chosen.body, '/login'), {
      email: learner.email,
      password: learner.password,
    });
    expect(resultOf(signedIn.body)).toMatchObject({ status: 'success', uid: phone.uid });
  });

  it('signing in without the tick takes a remembered account off the chooser', async () => {
    const learner = { name: 'Kiran Rao', email: 'kiran@example.org', password: 'lantern-pepper-58' };
    const phone = await phoneWith({ ...learner, remember: '1' });
    await phone.api('POST', '/api/auth/sign-out');
    const chooser = await phone.browser.go('/api/auth/sign-in?mode=popup');
    const anotherAccount = chooser.body.match(/href="(\/idp\/interaction\/[^"]+\/login)"/)?.[1] ?? '';
    const login = await phone.browser.go(anotherAccount);
    const signedIn = await phone.browser.go(formAction(login.body, '/login'), {
      email: learner.email,
      password: learner.password,
    });
    expect(resultOf(signedIn.body)).toMatchObject({ status: 'success', uid: phone.uid });
    await phone.api('POST', '/api/auth/sign-out');
    const next = await phone.browser.go('/api/auth/sign-in?mode=popup');
    expect(next.body).not.toContain('Kiran Rao');
  });
});

describe('deleting an account at the built-in provider', () => {
  it('deletes the provider account with the learner: the chooser forgets it, the old password fails, signing up makes a new account', async () => {
    const learner = { name: 'Meena Das', email: 'meena@example.org', password: 'orchid-canal-73' };
    const phone = await phoneWith({ ...learner, remember: '1' });
    const before = await providerRowsOf(learner.email);
    expect(before.account?.name).toBe('Meena Das');
    expect(before.records).toBeGreaterThan(0);

    const deleted = await phone.api('DELETE', '/api/account', { confirm: true });
    expect(deleted.statusCode).toBe(204);
    expect(await providerRowsOf(learner.email)).toEqual({ account: undefined, records: 0 });

    const next = await phone.browser.go('/api/auth/sign-in?mode=popup');
    expect(next.body).not.toContain('Choose an account');
    expect(next.body).not.toContain('Meena Das');
    const refused = await phone.browser.go(formAction(next.body, '/login'), {
      email: learner.email,
      password: learner.password,
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toContain('Email or password is incorrect.');

    const again = await phoneWith({ ...learner, name: 'Meena D' });
    expect(again.uid).not.toBe(phone.uid);
    expect((await providerRowsOf(learner.email)).account?.id).not.toBe(before.account?.id);
  });

  it('keeps the provider account when deleting the learner fails: one transaction', async () => {
    const { db } = testApp.database;
    const learner = { name: 'Tara Sen', email: 'tara@example.org', password: 'monsoon-cedar-85' };
    const phone = await phoneWith(learner);
    await sql`create function refuse_user_delete() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`.execute(db);
    await sql`create trigger refuse_user_delete before delete on users
      for each row when (old.uid = ${sql.lit(phone.uid)}) execute function refuse_user_delete()`.execute(db);
    try {
      const failed = await phone.api('DELETE', '/api/account', { confirm: true });
      expect(failed.statusCode).toBe(500);
      expect((await providerRowsOf(learner.email)).account?.name).toBe('Tara Sen');
    } finally {
      await sql`drop trigger refuse_user_delete on users`.execute(db);
      await sql`drop function refuse_user_delete()`.execute(db);
    }
  });
});

describe("the provider's pages", () => {
  it('says which sign-up field is wrong and why: a 301-character name', async () => {
    const browser = createBrowserAgent(testApp.app, origin());
    const login = await browser.go('/api/auth/sign-in?mode=popup');
    const register = await browser.go(formAction(login.body, '/login').replace(/login$/, 'register'));
    expect(register.body).toContain('maxlength="50"');
    const answered = await browser.go(formAction(register.body, '/register'), {
      name: 'a'.repeat(301),
      email: 'long@example.org',
      password: 'harbour-mint-26',
    });
    expect(answered.status).toBe(400);
    expect(answered.body).toContain('Name: enter 1 to 50 characters, without line breaks or tabs.');
    expect(answered.body).toContain('aria-invalid="true"');
    expect(answered.body).not.toContain('Email: enter');
  });

  it("answers the library's errors (a resumed sign-in whose session is gone) with our page and Start again", async () => {
    const browser = createBrowserAgent(testApp.app, origin());
    for (const lang of ['en', 'hi'] as const) {
      const page = await testApp.app.inject({
        method: 'GET',
        url: '/idp/auth/unknown-interaction',
        headers: { 'accept-language': lang },
      });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toMatch(/oops|interaction session not found/i);
      expect(page.body).toContain(lang === 'en' ? 'Start again' : 'फिर से शुरू करें');
      expect(page.body).toContain('href="/"');
    }
    // Start again goes on in the mode of the sign-in that ended (here the full page), with the password.
    await browser.go('/api/auth/sign-in?mode=redirect&returnTo=/leaderboard');
    // Its interaction cookies gone (a cancel in another window, an expiry): the resume fails.
    for (const name of ['_interaction', '_interaction.sig', '_interaction_resume', '_interaction_resume.sig'])
      browser.forget(host(), name);
    const ended = await browser.go('/idp/auth/unknown-interaction');
    expect(ended.body).toContain('This sign-in has ended');
    const startAgain = ended.body.match(/href="(\/api\/auth\/sign-in[^"]*)"/)?.[1]?.replace(/&amp;/g, '&');
    const login = await browser.go(startAgain ?? '');
    expect(login.body).toContain('type="password"');
    const learner = { name: 'Dev Joshi', email: 'dev@example.org', password: 'walnut-harbour-39' };
    const register = await browser.go(formAction(login.body, '/login').replace(/login$/, 'register'));
    const details = await browser.go(formAction(register.body, '/register'), learner);
    const done = await browser.go(formAction(details.body, '/continue'), hiddenFields(details.body));
    expect(new URL(done.url).pathname).toBe('/leaderboard');
    expect(new URL(done.url).hash).toContain('success');

    const stale = await browser.go('/idp/interaction/not-a-live-one');
    expect(stale.body).toContain('This sign-in has ended');
    expect(stale.body).toContain('Start again');
  });
});
