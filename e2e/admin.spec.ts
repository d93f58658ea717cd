import { readFile } from 'node:fs/promises';
import { ADMIN_USAGE_CSV_COLUMNS } from '@abhyas/domain';
import type { APIRequestContext, Page, Response } from '@playwright/test';
import { signUpVerified, statusOf, verifiedAccount } from './admin-helpers.ts';
import { expectNoSeriousAxeViolations, screenshot } from './learn-helpers.ts';
import { expect, test } from './support/fixtures.ts';
import { E2E_OPERATOR_EMAIL } from './support/global-setup.ts';
import { serviceWorkerControls } from './support/service-worker.ts';

/*
 * The operator's console at desktop width (issue 23): usage charts and the CSV, the reported
 * questions and the decision on them, and the console's absence for everyone else.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const run = Date.now().toString(36);
const email = (name: string) => `${name}.${run}@example.org`;

/** Ends each test's other browser contexts. */
const openContexts: { close: () => Promise<void> }[] = [];
test.afterEach(async () => {
  for (const context of openContexts.splice(0)) await context.close();
});

/** Statuses the browser reports as console errors when a page or a call is refused on purpose. */
function dropExpectedRefusals(consoleErrors: string[], statuses: readonly number[]): void {
  const expected = (line: string) => statuses.some((status) => line.includes(`status of ${status}`));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !expected(line)));
}

/**
 * The e2e server's one operator (ADMIN_EMAILS), signed up and verified by the first test that
 * needs it and signed in by the next ones; the refusal of a second verification is expected.
 */
async function signInOperator(page: Page, consoleErrors: string[]): Promise<void> {
  await signUpVerified(page, 'Operator Ops', E2E_OPERATOR_EMAIL, { mayExist: true });
  dropExpectedRefusals(consoleErrors, [409]);
}

async function openConsole(page: Page): Promise<void> {
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: "Operator's console" })).toBeVisible();
}

test('an operator sees the usage charts drawn, changes the period and downloads the CSV', async ({
  page,
  consoleErrors,
}) => {
  await signInOperator(page, consoleErrors);
  await openConsole(page);
  await expect(page.getByText(`Signed in as ${E2E_OPERATOR_EMAIL}`)).toBeVisible();

  // The period of 30 days first; four charts, each a canvas uPlot drew.
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  const charts = page.getByTestId('usage-chart');
  await expect(charts).toHaveCount(4);
  await expect(charts.locator('canvas')).toHaveCount(4);

  await page.getByRole('radio', { name: 'Last 7 days' }).check();
  const learners = page.getByRole('figure', { name: 'Daily active learners and sign-ups' });
  await learners.getByText('Figures per day').click();
  const rows = learners.locator('.usage-figure__data tbody tr');
  await expect(rows).toHaveCount(7);
  // Today (the last day) counts the operator's own sign-up at least.
  const todaysSignUps = Number(await rows.last().locator('td').nth(1).textContent());
  expect(todaysSignUps).toBeGreaterThanOrEqual(1);
  const signUpsTotal = page.locator('.usage-totals__item', { hasText: 'Sign-ups' }).locator('dd');
  expect(Number(await signUpsTotal.textContent())).toBeGreaterThanOrEqual(1);
  // The line is drawn: the canvas holds more than its axes once the figures are in.
  const inked = await learners.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let count = 0;
    for (let index = 3; index < pixels.length; index += 4) if ((pixels[index] ?? 0) > 0) count += 1;
    return count;
  });
  expect(inked).toBeGreaterThan(500);
  await expect(page.getByRole('heading', { name: 'Accuracy by topic (hardest first)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Web vitals, 75th percentile per route' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'admin-usage-1280');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^abhyas-usage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/u);
  const lines = (await readFile((await download.path()) ?? '', 'utf8')).trim().split(/\r?\n/u);
  expect(lines[0]).toBe(ADMIN_USAGE_CSV_COLUMNS.join(','));
  expect(lines).toHaveLength(8);

  // The tabs follow the keyboard (arrows); the console speaks Hindi too, its words loaded with it.
  await page.getByRole('tab', { name: 'Usage' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Questions' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Reported questions' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'संचालक कंसोल' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'रिपोर्ट किए गए प्रश्न' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'admin-questions-hindi-1280');
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('en');
});

/** The imported topic's id and its questions as the server publishes them now. */
async function publishedTopic(request: APIRequestContext, categoryName: string, topicName: string) {
  const parents = (await (await request.get('/config/parent-categories.json')).json()) as {
    id: string;
    categoryFile: string;
  }[];
  for (const parent of parents) {
    const categories = (await (
      await request.get(`/config/${encodeURIComponent(parent.categoryFile)}`)
    ).json()) as {
      name: string;
      subcategories: { id: string; name: string; pack: string }[];
    }[];
    const topic = categories
      .find((category) => category.name === categoryName)
      ?.subcategories.find((candidate) => candidate.name === topicName);
    if (!topic) continue;
    const pack = (await (await request.get(topic.pack)).json()) as {
      questions: { id: string; stem: string; hidden?: boolean }[];
    };
    return { id: topic.id, questions: pack.questions };
  }
  return undefined;
}

/** The ids of the questions a new quiz of the topic draws, read one by one. */
async function newQuizQuestionIds(page: Page, topicId: string, expected: number): Promise<string[]> {
  await page.goto(`/quiz/${topicId}`);
  await expect(page.getByText(`This topic has ${expected} questions.`)).toBeVisible();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const ids: string[] = [];
  for (let index = 1; index <= expected; index += 1) {
    if (index > 1) await page.getByRole('button', { name: new RegExp(`^Question ${index}:`, 'u') }).click();
    await expect(page.getByText(`Question ${index} of ${expected}`, { exact: true })).toBeVisible();
    ids.push((await page.locator('h1[data-question-id]').getAttribute('data-question-id')) ?? '');
  }
  return ids;
}

const BANK = [
  'Which river flows through Varanasi?\nA. Ganga\nB. Narmada\nC. Kaveri\nD. Godavari\nANSWER: A',
  'Which state has Shillong as its capital?\nA. Assam\nB. Meghalaya\nC. Manipur\nD. Tripura\nANSWER: B',
  'How many states does India have?\nA. 26\nB. 27\nC. 28\nD. 29\nANSWER: C',
].join('\n\n');

test('a question three learners report leaves new quizzes, shows up for the operator, who restores it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const category = `Current Affairs ${run}`;
  const topicName = 'Week 48';

  // The operator adds this week's questions: a preview that stores nothing, then the import.
  await signInOperator(page, consoleErrors);
  await openConsole(page);
  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Reported questions' })).toBeVisible();
  await page.getByLabel('Format').selectOption('aiken');
  await page.getByLabel('Category name').fill(category);
  await page.getByLabel('Topic name', { exact: true }).fill(topicName);
  await page.getByLabel('Or paste the bank here').fill(BANK);
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Preview (nothing stored yet)' })).toBeVisible();
  await expect(page.getByText('3 questions read.')).toBeVisible();
  await expect(page.getByText('No problems.')).toBeVisible();
  expect(await publishedTopic(page.request, category, topicName)).toBeUndefined();
  await screenshot(page, 'admin-import-preview-1280');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    page.getByText(`Imported 3 questions into ${topicName}; they are in the bank now.`),
  ).toBeVisible();

  const topic = await publishedTopic(page.request, category, topicName);
  expect(topic?.questions).toHaveLength(3);
  const target = topic?.questions.find((question) => question.stem.includes('How many states'));
  if (!topic || !target) throw new Error('the imported topic is not published');

  // Three learners in good standing (verified emails) report it.
  const learners = [];
  for (const name of ['asha', 'bilal', 'chitra']) {
    const learner = await verifiedAccount(browser, baseURL ?? '', `Learner ${name}`, email(name));
    openContexts.push(learner.context);
    learners.push(learner);
    const status = await statusOf(learner.page, `/api/questions/${encodeURIComponent(target.id)}/reports`, {
      method: 'POST',
      body: { reason: 'wrong-answer', note: `${name}: the count is 28 now` },
    });
    expect(status).toBe(201);
  }
  await expect
    .poll(
      async () =>
        (await publishedTopic(page.request, category, topicName))?.questions.find((q) => q.id === target.id)
          ?.hidden,
    )
    .toBe(true);

  // A new quiz leaves it out.
  const [asha, bilal, chitra] = learners;
  if (!asha || !bilal || !chitra) throw new Error('three learners');
  const drawn = await newQuizQuestionIds(asha.page, topic.id, 2);
  expect(drawn).not.toContain(target.id);

  // The operator sees it hidden with its three reports, and restores it.
  await page.getByRole('tab', { name: 'Usage' }).click();
  await page.getByRole('tab', { name: 'Questions' }).click();
  const card = page.locator(`article[data-question-id="${target.id}"]`);
  await expect(card).toContainText('Hidden automatically');
  await expect(card).toContainText('3 reports');
  await expect(card.getByRole('row')).toHaveCount(3);
  await expect(card).toContainText('Wrong answer');
  await expect(card).toContainText('bilal: the count is 28 now');
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'admin-reported-1280');
  await card.getByRole('button', { name: 'Unhide' }).click();
  await expect(card.getByText('Restored: it is back in new quizzes.')).toBeVisible();
  await expect(card).toContainText('Restored by an operator');
  await expect
    .poll(
      async () =>
        (await publishedTopic(page.request, category, topicName))?.questions.find((q) => q.id === target.id)
          ?.hidden ?? false,
    )
    .toBe(false);

  // It is back in a new quiz.
  const drawnAgain = await newQuizQuestionIds(bilal.page, topic.id, 3);
  expect(drawnAgain).toContain(target.id);

  // The operator corrects it: a new revision, the old one kept for learners' history.
  await card.getByRole('button', { name: 'Edit' }).click();
  const form = card.getByRole('form');
  await expect(form.getByLabel('Option C is the correct one')).toBeChecked();
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'admin-edit-form-1280');
  await form.getByLabel('Question', { exact: true }).fill('How many states does India have (2026)?');
  await form.getByRole('button', { name: 'Save as a new revision' }).click();
  await expect(card.getByText(/^Saved as a new revision, \S+\. The old question is kept/u)).toBeVisible();
  await expect
    .poll(async () =>
      (await publishedTopic(page.request, category, topicName))?.questions.some(
        (q) => q.stem === 'How many states does India have (2026)?' && q.hidden !== true,
      ),
    )
    .toBe(true);
  await screenshot(page, 'admin-edited-1280');
});

test('a learner gets the not-found page at /admin and 403 from its API; a visitor gets not-found', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await signUpVerified(page, 'Learner Dev', email('dev'));
  // The server's answer, with the learner's session: what any unknown page gets.
  const fromServer = await page.request.get('/admin');
  const unknownFromServer = await page.request.get('/no-such-page');
  expect(fromServer.status()).toBe(404);
  expect(await fromServer.text()).toBe(await unknownFromServer.text());
  // In the browser (the service worker answers navigations with the shell): the not-found page.
  // Both navigations go through the worker once it controls the page (it may not yet after sign-up).
  await serviceWorkerControls(page);
  const response = await page.goto('/admin');
  expect(response?.status()).toBe((await page.goto('/no-such-page'))?.status());
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("Operator's console")).toHaveCount(0);
  for (const url of [
    '/api/admin/usage?days=7',
    '/api/admin/usage.csv?days=7',
    '/api/admin/questions/reported',
    '/api/admin/me',
  ]) {
    expect(await statusOf(page, url), url).toBe(403);
  }
  expect(await statusOf(page, '/api/admin/questions/some-id/hide', { method: 'POST' })).toBe(403);
  await expectNoSeriousAxeViolations(page);
  await screenshot(page, 'admin-learner-not-found-1280');
  dropExpectedRefusals(consoleErrors, [403, 404]);

  const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  openContexts.push(visitorContext);
  const visitor = await visitorContext.newPage();
  // The first screen says nothing of the console: none of the scripts `/` loads names it.
  const scripts: Promise<string>[] = [];
  const collectScript = (answer: Response) => {
    if (answer.request().resourceType() === 'script') scripts.push(answer.text());
  };
  visitor.on('response', collectScript);
  await visitor.goto('/');
  await expect(visitor.getByRole('link', { name: 'About' })).toBeVisible();
  const firstScreen = await Promise.all(scripts);
  // Read before any navigation: a later page's scripts are not the first screen's.
  visitor.off('response', collectScript);
  expect(firstScreen.length).toBeGreaterThan(0);
  // (The contact and privacy words speak of "the operator" of an installation: not the console.)
  const hint = /admin|Operator(Console|UsagePanel|QuestionsPanel)|operator-(api|en|hi)|Operator's console/u;
  for (const script of firstScreen) expect(hint.exec(script)?.[0]).toBeUndefined();
  for (const file of ['/robots.txt', '/sitemap.xml']) {
    const answer = await visitor.request.get(file);
    expect(answer.status(), file).toBe(200);
    expect(await answer.text(), file).not.toContain('admin');
  }
  const visit = await visitor.goto('/admin');
  expect(visit?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(await statusOf(visitor, '/api/admin/usage?days=7')).toBe(401);
  // The same answer as any unknown page.
  const unknown = await visitor.request.get('/no-such-page');
  const admin = await visitor.request.get('/admin');
  expect([admin.status(), await admin.text()]).toEqual([unknown.status(), await unknown.text()]);
});
