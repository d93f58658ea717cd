import type { Browser, BrowserContext, Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { verificationLinkFromOutbox } from './server-database.ts';
import { expect } from './support/fixtures.ts';

/**
 * Creates an account at the built-in provider on `page` (signs in, for one that exists: the
 * provider answers both alike) and verifies its email through the link
 * the outbox kept, as a learner would from their mail: an operator when ADMIN_EMAILS names the
 * address, else a learner in good standing.
 */
export async function signUpVerified(
  page: Page,
  name: string,
  email: string,
  options: { mayExist?: boolean } = {},
): Promise<void> {
  await page.goto('/');
  await createAccount(page, name, email);
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
  const sent = await page.evaluate(async () => {
    const response = await fetch('/api/profile/email/verification', {
      method: 'POST',
      credentials: 'same-origin',
    });
    return response.status;
  });
  // 409: verified already (an account an earlier test of the same server made).
  if (options.mayExist && sent === 409) return;
  expect(sent).toBe(200);
  await page.goto(await verificationLinkFromOutbox(email));
  await expect(page.getByText('Your email is verified.', { exact: false })).toBeVisible();
}

export interface Account {
  context: BrowserContext;
  page: Page;
}

/** A verified account signed in in a browser context of its own. */
export async function verifiedAccount(
  browser: Browser,
  baseURL: string,
  name: string,
  email: string,
): Promise<Account> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpVerified(page, name, email);
  return { context, page };
}

/** The status of a same-origin call made by the page, with its session. */
export async function statusOf(page: Page, url: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method: method ?? 'GET',
        credentials: 'same-origin',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      });
      return response.status;
    },
    { url, method: init.method, body: init.body },
  );
}
