import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ledgerProblems, readLedger, retiredAnswerKeys, unrecordedQuestions } from '../answer-key-ledger.ts';
import { buildQuestionBank } from '../build-bank.ts';
import { buildMocks, publishedPapers } from '../mocks/build-mocks.ts';
import { loadMockPins, unpinnedPapers } from '../mocks/mock-pins.ts';
import { renderOutputFiles } from '../output-files.ts';
import { formatProblem } from '../validators/validation-problem.ts';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

const started = Date.now();
const bank = buildQuestionBank();
const ledger = readLedger();
const questions = bank.topics.flatMap((built) => built.questions);
// An operator's own pinned papers (MOCK_PINS_FILE) win over the committed ones, mock by mock.
const mocks = buildMocks(bank, loadMockPins({ operatorPath: process.env.MOCK_PINS_FILE }));
const problems = [...bank.problems, ...ledgerProblems(ledger, questions), ...mocks.problems];
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`content build failed: ${problems.length} problem(s); nothing written`);
  process.exit(1);
}
const retired = retiredAnswerKeys(ledger, questions);
const files = renderOutputFiles(bank, retired, mocks.exams);
// Old packs have other hashes; a clean directory keeps only what the config lists.
rmSync(distDir, { recursive: true, force: true });
for (const [path, content] of files) {
  const target = join(distDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.info(
  `content: ${questions.length} questions in ${bank.topics.length} topics, ${mocks.exams.reduce((sum, exam) => sum + exam.mocks.length, 0)} mocks, ${files.size} files in ${distDir} (${Date.now() - started} ms); ${Object.keys(retired).length} retired questions keep their answer keys`,
);
const unrecorded = unrecordedQuestions(ledger, questions).length;
if (unrecorded > 0)
  console.warn(
    `${unrecorded} new questions are not in answer-key-ledger.json yet: run npm run content:ledger before committing`,
  );
const unpinned = unpinnedPapers(loadMockPins().pins, publishedPapers(mocks.exams)).length;
if (unpinned > 0)
  console.warn(
    `${unpinned} published mocks are not pinned in mock-pins.json yet: run npm run content:ledger before committing`,
  );
