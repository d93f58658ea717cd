import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';

interface FigureQuestion {
  id: string;
  answerIndex: number;
  options: string[];
  setId?: string;
  setPosition?: number;
  figure?: { kind: string };
  optionFigures?: unknown[];
}

/** A topic's pack, found through the config files as the app finds it. */
async function packOf(request: APIRequestContext, topicId: string) {
  const parents = (await (await request.get('/config/parent-categories.json')).json()) as {
    categoryFile: string;
  }[];
  for (const parent of parents) {
    const categories = (await (
      await request.get(`/config/${encodeURIComponent(parent.categoryFile)}`)
    ).json()) as {
      subcategories: { id: string; pack: string }[];
    }[];
    const topic = categories
      .flatMap((category) => category.subcategories)
      .find((found) => found.id === topicId);
    if (!topic) continue;
    const pack = (await (await request.get(topic.pack)).json()) as {
      questions: FigureQuestion[];
      sets?: { id: string; figure?: { kind: string } }[];
    };
    return { ...pack, byId: new Map(pack.questions.map((question) => [question.id, question])) };
  }
  throw new Error(`topic ${topicId} is not served`);
}

async function shownQuestion(page: Page, byId: Map<string, FigureQuestion>): Promise<FigureQuestion> {
  const id = await page.locator('h1[data-question-id]').getAttribute('data-question-id');
  const question = id ? byId.get(id) : undefined;
  if (!question) throw new Error(`question ${id} is not in the pack`);
  return question;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
});

test('a data-interpretation set is answered with the keyboard: its chart shows once with each of its questions, in order', async ({
  page,
  request,
}) => {
  const pack = await packOf(request, 'di-bar-charts');
  await page.goto('/quiz/di-bar-charts');
  await page.getByRole('button', { name: 'Start quiz' }).click();

  const first = await shownQuestion(page, pack.byId);
  expect(first.setId).toBeDefined();
  const setSize = pack.questions.filter((question) => question.setId === first.setId).length;
  const panel = page.locator('figure[data-set-id]');
  await expect(panel).toHaveAttribute('data-set-id', first.setId ?? '');
  const chart = panel.getByRole('img');
  await expect(chart).toHaveAccessibleName(/a chart; the same data is in the table below it/);
  // The chart's text alternative: its data as a table, one row per category.
  await panel.getByText('Show the data as a table').click();
  await expect(panel.locator('table tbody tr').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'quiz-data-interpretation');

  const positions: number[] = [];
  for (let index = 0; index < setSize; index++) {
    const question = await shownQuestion(page, pack.byId);
    expect(question.setId, `question ${index + 1} of the set`).toBe(first.setId);
    await expect(page.locator('figure[data-set-id]')).toHaveCount(1);
    positions.push(question.setPosition ?? -1);
    await page.keyboard.press(String(question.answerIndex + 1));
    await expect(page.locator(`[data-option="${question.answerIndex}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Enter');
  }
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});

test('a non-verbal question with pictures as options is answered with the keyboard, and axe finds nothing serious', async ({
  page,
  request,
}) => {
  const pack = await packOf(request, 'mirror-and-water-images');
  await page.goto('/practice/mirror-and-water-images');
  // Practice draws at random: go on until a question with picture options comes (most have them).
  let question = await shownQuestion(page, pack.byId);
  for (let turn = 0; turn < 20 && !question.optionFigures; turn++) {
    await page.keyboard.press(String(question.answerIndex + 1));
    await page.keyboard.press('Enter');
    question = await shownQuestion(page, pack.byId);
  }
  expect(question.optionFigures).toHaveLength(4);
  await expect(page.locator('figure.learn-figure svg[role="img"]')).toHaveCount(1);
  // Each option is a picture for the eye and its description for a screen reader.
  for (const [index, text] of question.options.entries()) {
    const option = page.locator(`[data-option="${index}"]`);
    await expect(option.locator('svg')).toHaveCount(1);
    await expect(option).toHaveAccessibleName(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'practice-mirror-image');
  await page.keyboard.press(String(question.answerIndex + 1));
  await expect(page.getByText('Correct!')).toBeVisible();
});

test('a geometry figure reads in the dark theme too, with a text alternative', async ({ page, request }) => {
  const pack = await packOf(request, 'triangles');
  await page.goto('/practice/triangles');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  const question = await shownQuestion(page, pack.byId);
  expect(question.figure?.kind).toBe('drawing');
  const drawing = page.locator('figure.learn-figure svg[role="img"]');
  await expect(drawing).toHaveAccessibleName(/.{20,}/);
  // Drawn in the text colour: light strokes on the dark background.
  const stroke = await drawing.evaluate((element) => getComputedStyle(element).color);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(stroke).not.toBe(background);
  // Light ink: the drawing is not left black on the dark page.
  const [red = 0] = (stroke.match(/\d+/g) ?? []).map(Number);
  expect(red).toBeGreaterThan(128);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'practice-triangle-dark');
});
