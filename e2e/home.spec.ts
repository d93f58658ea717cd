import { expect, test } from './support/fixtures.ts';

test('the home page shows the product name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Abhyas');
  await expect(page).toHaveTitle(/Abhyas/);
});
