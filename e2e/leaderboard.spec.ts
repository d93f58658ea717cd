import type { Page } from '@playwright/test';
import { firstQuizTopic } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { type ServerProfile, serverProfile, signUp, syncNow, takeQuiz, uniqueName } from './sync-helpers.ts';

/** "Asha Rani Verma" -> "Asha V.", as the boards show names. */
const shownName = (name: string) => {
  const words = name.split(' ');
  return `${words[0]} ${words[words.length - 1]?.[0]}.`;
};

async function openAllTime(page: Page) {
  await page.goto('/leaderboard');
  await page.getByRole('tab', { name: 'All time' }).click();
  await expect(page.getByRole('tab', { name: 'All time' })).toHaveAttribute('aria-selected', 'true');
}

const rowOf = (page: Page, name: string) =>
  page.locator('.leaderboard__table tbody tr').filter({ hasText: shownName(name) });

async function rankInRow(page: Page, name: string): Promise<number> {
  const row = rowOf(page, name);
  await expect(row).toHaveCount(1);
  return Number((await row.getByRole('cell').first().textContent())?.replace(/\D/g, ''));
}

test('two learners see each other in score order on All time, with their own rank pinned; a hidden learner leaves the other’s board', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const topic = await firstQuizTopic(request);
  const strongName = uniqueName('Ananya', 'Rao');
  const weakName = uniqueName('Vikram', 'Das');

  await page.goto('/');
  await signUp(page, strongName);
  await takeQuiz(page, topic, 10);
  await syncNow(page);

  const otherContext = await browser.newContext({ baseURL });
  const other = await otherContext.newPage();
  const otherErrors: string[] = [];
  other.on('console', (message) => {
    if (message.type() === 'error') otherErrors.push(message.text());
  });
  await other.goto('/');
  await signUp(other, weakName);
  await takeQuiz(other, topic, 5);
  await syncNow(other);

  const strong = await serverProfile(page);
  const weak = await serverProfile(other);
  expect(strong.totalScore).toBe(40);
  expect(weak.totalScore).toBe(15);
  expect(strong.currentRank).toBeLessThan(weak.currentRank);

  const learners: [Page, ServerProfile][] = [
    [page, strong],
    [other, weak],
  ];
  for (const [tab, own] of learners) {
    await openAllTime(tab);
    const strongRank = await rankInRow(tab, strongName);
    const weakRank = await rankInRow(tab, weakName);
    expect(strongRank).toBe(strong.currentRank);
    expect(weakRank).toBe(weak.currentRank);
    await expect(rowOf(tab, strongName)).toContainText('40');
    await expect(rowOf(tab, weakName)).toContainText('15');
    const pinned = tab.getByTestId('leaderboard-you');
    await expect(pinned).toContainText(`Your rank #${own.currentRank}`);
    await expect(pinned).toContainText(`${own.totalScore} points`);
    // A percentile only from 20 ranked learners on: below that the rank stands alone.
    const ranked = (
      (await (await tab.request.get('/api/leaderboard?period=all')).json()) as { rankedLearners: number }
    ).rankedLearners;
    if (ranked >= 20) await expect(pinned).toContainText(`of ${ranked} learners of all time`);
    else await expect(pinned.locator('.leaderboard__percentile')).toHaveCount(0);
    await expect(rowOf(tab, own === strong ? strongName : weakName)).toContainText('(You)');
  }

  // The weaker learner hides from public boards: they keep seeing their own rank...
  await other.getByLabel('Hide me from public boards').check();
  await expect(
    other.getByText('You are hidden from public boards. Only you can see your rank.'),
  ).toBeVisible();
  await expect(other.getByLabel('Hide me from public boards')).toBeChecked();
  await expect(other.getByTestId('leaderboard-you')).toContainText(/Your rank #\d+/);
  await expect(other.getByTestId('leaderboard-you')).toContainText('15 points');
  await page.screenshot({ path: 'test-results/leaderboard-all-time-360.png', fullPage: true });

  // ...and disappear from the other learner's board (answers may be cached for a few seconds).
  await expect(async () => {
    await openAllTime(page);
    await expect(rowOf(page, strongName)).toHaveCount(1, { timeout: 1_000 });
    await expect(rowOf(page, weakName)).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000, intervals: [1_000, 2_000] });

  await otherContext.close();
  expect(otherErrors).toEqual([]);
});
