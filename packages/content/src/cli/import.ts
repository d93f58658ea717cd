import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { detectFormat, IMPORT_FORMATS, type ImportFormat, PARSERS } from '../import/detect-format.ts';
import { toImportedTopic } from '../import/imported-topic.ts';
import { MIN_QUESTIONS_PER_TOPIC } from '../validators/topic-validators.ts';

const USAGE =
  'usage: npm run content:import -- <file> --category <name> --topic <name> [--parent <parent-id>] [--format opentdb|csv|aiken|gift] [--dry-run]';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
// npm runs workspace scripts inside the package; paths the user typed are relative to where they ran npm.
const userDir = process.env.INIT_CWD ?? process.cwd();

function fail(lines: readonly string[]): never {
  for (const line of lines) console.error(line);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    category: { type: 'string' },
    topic: { type: 'string' },
    parent: { type: 'string', default: 'general-knowledge' },
    format: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

const [file] = positionals;
if (!file || !values.category || !values.topic) fail([USAGE]);
if (values.format && !IMPORT_FORMATS.includes(values.format as ImportFormat))
  fail([`unknown format "${values.format}"`, USAGE]);

const path = isAbsolute(file) ? file : resolve(userDir, file);
if (!existsSync(path)) fail([`${file}: no such file`]);
const text = readFileSync(path, 'utf8');
const format = (values.format as ImportFormat | undefined) ?? detectFormat(path, text);

const parsed = PARSERS[format](text);
if (!parsed.ok)
  fail([...parsed.problems, `${basename(path)}: ${parsed.problems.length} problem(s); nothing imported`]);
if (parsed.questions.length < MIN_QUESTIONS_PER_TOPIC) {
  console.warn(
    `note: ${parsed.questions.length} questions; built-in topics have at least ${MIN_QUESTIONS_PER_TOPIC}`,
  );
}

const topic = toImportedTopic(parsed.questions, {
  parentCategoryId: values.parent ?? 'general-knowledge',
  category: values.category,
  topic: values.topic,
});
if (!topic.ok) fail([...topic.problems, `${basename(path)}: nothing imported`]);

const dataDir = process.env.DATA_DIR ? resolve(userDir, process.env.DATA_DIR) : join(repoRoot, 'data');
const target = join(dataDir, 'imported', topic.file.categoryId, `${topic.file.subcategoryId}.json`);
const replacing = existsSync(target);

console.info(
  `${basename(path)} (${format}): ${topic.file.questions.length} questions -> ${topic.file.parentCategoryId} / ${topic.file.categoryId} / ${topic.file.subcategoryId}`,
);
if (values['dry-run']) {
  for (const question of topic.file.questions) {
    console.info(`  + ${question.id} ${question.stem} [${question.options[question.answerIndex]}]`);
  }
  console.info(`dry run: would ${replacing ? 'replace' : 'write'} ${target}`);
} else {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(topic.file, null, 2)}\n`);
  console.info(`${replacing ? 'replaced' : 'wrote'} ${target}`);
  console.info('The server stores it in the database and shows the topic at its next start.');
}
