import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuiltServer, startBuiltServer } from '../apps/server/src/testing/built-server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * An operator adds their own question bank: `npm run content:import` writes it into DATA_DIR,
 * the server takes it in at its next start, and learners find it like a built-in topic.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const importCli = path.join(root, 'packages/content/src/cli/import.ts');

const questions = [
  { stem: 'How many sides does a hexagon have?', options: ['Five', 'Six', 'Seven', 'Eight'], answer: 1 },
  { stem: 'What is 12 multiplied by 12?', options: ['124', '132', '144', '154'], answer: 2 },
  { stem: 'How many minutes make an hour?', options: ['60', '100', '30', '90'], answer: 0 },
  { stem: 'How many days does a leap year have?', options: ['364', '365', '367', '366'], answer: 3 },
];
const csv = [
  'question,option_a,option_b,option_c,option_d,answer,explanation',
  ...questions.map(
    (q) =>
      `"${q.stem}",${q.options.map((o) => `"${o}"`).join(',')},${'ABCD'[q.answer]},"Counted by our coaching centre."`,
  ),
].join('\n');

let dataDir: string;
let server: BuiltServer | undefined;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'abhyas-e2e-import-'));
  const file = path.join(dataDir, 'centre-quiz.csv');
  writeFileSync(file, csv);
  const importTopic = (...extra: string[]) =>
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        importCli,
        file,
        '--category',
        'Coaching Centre',
        '--topic',
        'Number Sense',
        ...extra,
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
  // A dry run changes nothing; the real run writes the topic for the server's next start.
  importTopic('--dry-run');
  importTopic();
  server = await startBuiltServer({ dataDir, output: 'ignore' });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an imported question bank shows in the app and plays like a built-in topic', async ({ page }) => {
  const url = server?.url ?? '';
  await page.goto(`${url}/subjects/general-knowledge`);
  await page.getByRole('link', { name: /Coaching Centre/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coaching Centre' })).toBeVisible();
  await page.getByRole('link', { name: 'Practice: Number Sense', exact: true }).click();

  for (let answered = 1; answered <= 2; answered += 1) {
    const heading = page.locator('h1[data-question-id]');
    const stem = (await heading.textContent()) ?? '';
    const question = questions.find((q) => stem.includes(q.stem));
    expect(question, `"${stem}" is one of the imported questions`).toBeDefined();
    await page.locator(`[data-option="${question?.answer}"]`).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(page.getByText('Counted by our coaching centre.')).toBeVisible();
    await expect(page.getByTestId('practice-tally')).toHaveText(`Answered ${answered} · Correct ${answered}`);
    await page.keyboard.press('Enter');
  }
});
