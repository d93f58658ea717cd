import { expect, test } from './support/fixtures.ts';

test('the home page shows the product name', async ({ page }) => {
  await page.goto('/');
  // The loading screen's heading may come and go before a check sees it; the header stays.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Abhyas home' })).toBeVisible();
  await expect(page).toHaveTitle(/Abhyas/);
});
