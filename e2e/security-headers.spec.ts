import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { firstQuizTopic } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

/** Content-Security-Policy violations a page reports, as Chromium logs them and as the page sees them. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

test('home and a quiz run under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { topic } = await firstQuizTopic(page.request);
  await page.goto(`/quiz/${topic.id}`);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('an injected inline script is refused', async ({ page, consoleErrors }) => {
  const violations = watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  // The refusal is the point of this test, not an unexpected error.
  consoleErrors.splice(0, consoleErrors.length);
});

test('the sign-in popup signs in under the policy, with no violation in the popup or the app', async ({
  page,
  context,
}) => {
  const violations = watchViolations(page);
  context.on('page', (popup) => {
    popup.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`popup: ${message.text()}`);
    });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/');
  await createAccount(page, 'Kavya Rao', `kavya.${Date.now().toString(36)}@example.org`);
  await expect(page.getByRole('button', { name: 'Account: Kavya Rao' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('an unknown page answers 404 and shows the not-found screen', async ({ page, consoleErrors }) => {
  const violations = watchViolations(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(violations).toEqual([]);
  // Chromium logs the page's own 404 as a failed resource; nothing else may be logged.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
  consoleErrors.splice(0, consoleErrors.length);
});
