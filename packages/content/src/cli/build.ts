import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ledgerProblems, readLedger, retiredAnswerKeys, unrecordedQuestions } from '../answer-key-ledger.ts';
import { buildQuestionBank } from '../build-bank.ts';
import { renderOutputFiles } from '../output-files.ts';
import { formatProblem } from '../validators/validation-problem.ts';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

const started = Date.now();
const bank = buildQuestionBank();
const ledger = readLedger();
const questions = bank.topics.flatMap((built) => built.questions);
const problems = [...bank.problems, ...ledgerProblems(ledger, questions)];
if (problems.length > 0) {
  for (const problem of problems) console.error(formatProblem(problem));
  console.error(`content build failed: ${problems.length} problem(s); nothing written`);
  process.exit(1);
}
const retired = retiredAnswerKeys(ledger, questions);
const files = renderOutputFiles(bank, retired);
// Old packs have other hashes; a clean directory keeps only what the config lists.
rmSync(distDir, { recursive: true, force: true });
for (const [path, content] of files) {
  const target = join(distDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.info(
  `content: ${questions.length} questions in ${bank.topics.length} topics, ${files.size} files in ${distDir} (${Date.now() - started} ms); ${Object.keys(retired).length} retired questions keep their answer keys`,
);
const unrecorded = unrecordedQuestions(ledger, questions).length;
if (unrecorded > 0)
  console.warn(
    `${unrecorded} new questions are not in answer-key-ledger.json yet: run npm run content:ledger before committing`,
  );
