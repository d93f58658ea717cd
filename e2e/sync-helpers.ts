import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount } from './account-helpers.ts';
import { currentQuestion, firstQuizTopic, type LearnTopic } from './learn-helpers.ts';
import { expect } from './support/fixtures.ts';

let counter = 0;

/** A name no other test uses, so a learner can be found on the shared leaderboard. */
export function uniqueName(first: string, last: string): string {
  counter += 1;
  return `${first}${Date.now().toString(36)}${counter} ${last}`;
}

/** Creates an account at the built-in provider through the popup and waits until the app shows it. */
export async function signUp(page: Page, name: string): Promise<string> {
  counter += 1;
  const email = `learner.${Date.now().toString(36)}${counter}@example.org`;
  await createAccount(page, name, email);
  await expect(page.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
  return email;
}

/** The first quiz topic, and a new learner (a unique name) signed up on the home page. */
export async function signedUpLearner(
  page: Page,
  request: APIRequestContext,
  first: string,
  last: string,
): Promise<{ topic: LearnTopic; name: string; email: string }> {
  const topic = await firstQuizTopic(request);
  const name = uniqueName(first, last);
  await page.goto('/');
  const email = await signUp(page, name);
  return { topic, name, email };
}

export async function openProfile(page: Page, name: string) {
  await page.getByRole('button', { name: `Account: ${name}` }).click();
  await page.getByRole('button', { name: 'Profile' }).click();
  return page.getByRole('dialog', { name: 'Your profile' });
}

export interface ServerProfile {
  uid: string;
  totalScore: number;
  currentRank: number;
  questionsAttempted: number;
  correctAnswers: number;
  wrongAnswers: number;
}

/** The learner's profile as the server has it, read with the page's session cookie. */
export async function serverProfile(page: Page): Promise<ServerProfile> {
  const response = await page.request.get('/api/profile');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerProfile;
}

/** The pending-updates widget. */
export const syncWidget = (page: Page) => page.getByRole('region', { name: 'Answers waiting to sync' });

/** Opens the widget's details and presses Sync Now; resolves when the widget reports the outcome. */
export async function syncNow(page: Page, expectedNotice: string | RegExp = /Synced \d+ batch\(es\)/) {
  const widget = syncWidget(page);
  await widget.getByRole('button', { name: /updates pending\. Show details/ }).click();
  await widget.getByRole('button', { name: 'Sync Now' }).click();
  await expect(widget.getByRole('status')).toHaveText(expectedNotice);
}

/** Takes a 10-question quiz of the topic with `correct` right answers and the rest wrong, and submits it. */
export async function takeQuiz(page: Page, topic: LearnTopic, correct: number): Promise<void> {
  await page.goto(`/quiz/${topic.topic.id}`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let index = 0; index < 10; index += 1) {
    await expect(page.getByText(`Question ${index + 1} of 10`, { exact: true })).toBeVisible();
    const { answer } = await currentQuestion(page, topic);
    const chosen = index < correct ? answer : (answer + 1) % 4;
    await page.locator(`[data-option="${chosen}"]`).click();
    await expect(page.locator(`[data-option="${chosen}"]`)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
  }
  await page
    .getByRole('dialog', { name: 'Submit the quiz?' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/results/${topic.topic.id}$`));
}

/** Answers the practice question on screen correctly and moves on; returns once the feedback showed. */
export async function answerPracticeQuestion(page: Page, topic: LearnTopic): Promise<void> {
  const { id, answer } = await currentQuestion(page, topic);
  const tally = await page.getByTestId('practice-tally').textContent();
  await page.locator(`[data-option="${answer}"]`).click();
  await expect(page.getByTestId('practice-tally')).not.toHaveText(tally ?? '');
  await expect(page.getByText('Correct!')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('h1[data-question-id]')).not.toHaveAttribute('data-question-id', id);
}

/**
 * The ids of the learner's queued updates as IndexedDB holds them (the queue's authority), or
 * undefined when there is no record. Never creates the database: the app must create it itself.
 */
export async function storedQueueIds(page: Page, uid: string): Promise<string[] | undefined> {
  return page.evaluate(
    (learner) =>
      new Promise<string[] | undefined>((resolve, reject) => {
        const request = indexedDB.open('abhyas-progress');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onerror = () =>
          request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error);
        request.onsuccess = () => {
          const database = request.result;
          const read = database.transaction('pending-queues').objectStore('pending-queues').get(learner);
          read.onsuccess = () => {
            database.close();
            const record = read.result as { updates: { id: string }[] } | undefined;
            resolve(record?.updates.map((update) => update.id));
          };
          read.onerror = () => reject(read.error);
        };
      }),
    uid,
  );
}
