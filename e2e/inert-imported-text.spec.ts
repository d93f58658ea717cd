import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { type BuiltServer, startBuiltServer } from '../apps/server/src/testing/built-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * An operator's question bank is text: `npm run content:import` keeps a stem, an option or an
 * explanation written with HTML as it was typed, and the quiz screen shows those characters,
 * never elements. A guard against rendering question text as HTML (dangerouslySetInnerHTML, a
 * Markdown renderer): the img, svg and iframe below would appear, and their handlers would be
 * refused by the CSP with a console error, failing the test either way.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const importCli = path.join(root, 'packages/content/src/cli/import.ts');

const questions = [
  {
    stem: 'Which tag draws a picture? <img src=x onerror=window.__pwned=1>',
    options: [
      '<img>',
      '<b>bold</b>',
      '<script>window.__pwned=2</script>',
      '<a href=javascript:window.__pwned=3>link</a>',
    ],
    answer: 0,
    explanation: '<img src=x onerror=window.__pwned=4> is an <b>image</b> tag.',
  },
  {
    stem: '<script>window.__pwned=5</script>What is 2 + 2?',
    options: ['3', '4', '5', '<i>6</i>'],
    answer: 1,
    explanation: '<svg onload=window.__pwned=6></svg>Two and two make four.',
  },
  {
    stem: '<svg onload=window.__pwned=7>How many legs does a spider have?',
    options: ['6', '10', '8', '<u>12</u>'],
    answer: 2,
    explanation: 'Spiders have eight legs.<iframe src=javascript:window.__pwned=8></iframe>',
  },
  {
    stem: '<iframe srcdoc=<b>x</b>></iframe>How many days make a week?',
    options: ['5', '6', '8', '7 &amp; <em>no more</em>'],
    answer: 3,
    explanation: '&lt;seven&gt; days &amp; nights.',
  },
];
const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
const csv = [
  'question,option_a,option_b,option_c,option_d,answer,explanation',
  ...questions.map(
    (q) => `${quote(q.stem)},${q.options.map(quote).join(',')},${'ABCD'[q.answer]},${quote(q.explanation)}`,
  ),
].join('\n');

let dataDir: string;
let server: BuiltServer | undefined;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-e2e-inert-import-'));
  const file = path.join(dataDir, 'markup-quiz.csv');
  writeFileSync(file, csv);
  execFileSync(
    process.execPath,
    ['--import', 'tsx', importCli, file, '--category', 'Markup Centre', '--topic', 'Tags As Text'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  server = await startBuiltServer({ dataDir, output: 'ignore' });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Nothing of the question text became an element or ran. */
async function expectInert(page: Page) {
  const injected = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    elements: document.querySelectorAll(
      'img[src="x"], svg[onload], iframe, [onerror], [onload], a[href^="javascript"], main b, main i, main u, main em',
    ).length,
    scripts: Array.from(document.scripts).filter((script) => script.textContent?.includes('__pwned')).length,
  }));
  expect(injected).toEqual({ pwned: undefined, elements: 0, scripts: 0 });
}

test('imported question text written as HTML shows as the characters typed', async ({ page }) => {
  await page.goto(`${server?.url ?? ''}/subjects/general-knowledge`);
  await page.getByRole('link', { name: /Markup Centre/ }).click();
  await page.getByRole('link', { name: 'Practice: Tags As Text', exact: true }).click();

  const seen = new Set<string>();
  const heading = page.locator('h1[data-question-id]');
  for (let answered = 1; answered <= questions.length; answered += 1) {
    await expect(heading).toBeVisible();
    const stem = (await heading.textContent()) ?? '';
    const question = questions.find((q) => stem.includes(q.stem));
    expect(question, `"${stem}" is one of the imported questions, character for character`).toBeDefined();
    if (!question) return;
    seen.add(question.stem);
    for (const [index, option] of question.options.entries())
      await expect(page.locator(`[data-option="${index}"]`)).toContainText(option);
    await expectInert(page);

    await page.locator(`[data-option="${question.answer}"]`).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Correct!' })).toContainText(
      question.explanation,
    );
    await expectInert(page);
    if (answered === questions.length) break;
    await page.getByRole('button', { name: 'Next question' }).click();
    await expect(page.getByText('Correct!')).toBeHidden();
  }
  // Practice draws every question of the topic once before any comes back.
  expect(seen.size).toBe(questions.length);
});
