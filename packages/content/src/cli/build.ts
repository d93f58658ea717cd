import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildQuestionBank } from '../build-bank.ts';
import { renderOutputFiles } from '../output-files.ts';
import { formatProblem } from '../validators/validation-problem.ts';

const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist');

const started = Date.now();
const bank = buildQuestionBank();
if (bank.problems.length > 0) {
  for (const problem of bank.problems) console.error(formatProblem(problem));
  console.error(`content build failed: ${bank.problems.length} problem(s); nothing written`);
  process.exit(1);
}
const files = renderOutputFiles(bank);
// Old packs have other hashes; a clean directory keeps only what the config lists.
rmSync(distDir, { recursive: true, force: true });
for (const [path, content] of files) {
  const target = join(distDir, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
const questions = bank.topics.reduce((sum, built) => sum + built.questions.length, 0);
console.info(
  `content: ${questions} questions in ${bank.topics.length} topics, ${files.size} files in ${distDir} (${Date.now() - started} ms)`,
);
