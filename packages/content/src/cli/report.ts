import type { Question } from '@abhyas/domain';
import { buildQuestionBank } from '../build-bank.ts';
import { formatTargets, generalKnowledgeTargets } from '../coverage-targets.ts';
import { buildMocks } from '../mocks/build-mocks.ts';
import { loadMockPins } from '../mocks/mock-pins.ts';
import { formatMockReport } from '../mocks/mock-report.ts';
import { SeededRandom } from '../model/seeded-random.ts';
import { sectionTargets } from '../section-targets.ts';
import { formatProblem } from '../validators/validation-problem.ts';

/** How many questions the report prints for a reviewer to check by hand. */
const SAMPLE_SIZE = 20;

const bank = buildQuestionBank();
const all = bank.topics.flatMap((built) => built.questions);

function countBy(questions: readonly Question[], key: (question: Question) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const question of questions) counts.set(key(question), (counts.get(key(question)) ?? 0) + 1);
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

function difficultySummary(questions: readonly Question[]): string {
  return [...countBy(questions, (question) => question.difficulty)]
    .map(([level, count]) => `${level} ${count}`)
    .join(', ');
}

console.info(`Total: ${all.length} questions in ${bank.topics.length} topics (${difficultySummary(all)})`);
for (const [parentId, parentCount] of countBy(all, (question) => question.parentCategoryId)) {
  const inParent = all.filter((question) => question.parentCategoryId === parentId);
  console.info(`\n${parentId}: ${parentCount} (${difficultySummary(inParent)})`);
  for (const [categoryId, categoryCount] of countBy(inParent, (question) => question.categoryId)) {
    const inCategory = inParent.filter((question) => question.categoryId === categoryId);
    console.info(`  ${categoryId}: ${categoryCount}`);
    for (const [topicId, topicCount] of countBy(inCategory, (question) => question.subcategoryId)) {
      const inTopic = inCategory.filter((question) => question.subcategoryId === topicId);
      console.info(`    ${topicId}: ${topicCount} (${difficultySummary(inTopic)})`);
    }
  }
}

console.info('\nGeneral Knowledge against the targets of issue 16:\n');
console.info(formatTargets(generalKnowledgeTargets(all)));
console.info('\nQuantitative Aptitude, Reasoning and English against the targets of issue 17:\n');
console.info(formatTargets(sectionTargets(all)));

// The papers the build would publish, an operator's pins (MOCK_PINS_FILE) included.
const mocks = buildMocks(bank, loadMockPins({ operatorPath: process.env.MOCK_PINS_FILE }));
console.info('\nMock tests:\n');
console.info(formatMockReport(mocks.exams));

// A fresh sample on each run (seeded by the time) so reviewers see different questions.
const random = new SeededRandom(String(Date.now()));
console.info(`\nRandom sample of ${SAMPLE_SIZE}:`);
for (const question of random.shuffle(all).slice(0, SAMPLE_SIZE)) {
  console.info(`\n[${question.subcategoryId} ${question.id} ${question.difficulty}] ${question.stem}`);
  question.options.forEach((option, index) => {
    console.info(
      `  ${index === question.answerIndex ? '*' : ' '} ${String.fromCharCode(65 + index)}. ${option}`,
    );
  });
  console.info(`  Why: ${question.explanation}`);
  console.info(`  Source: ${question.source.dataset} / ${question.source.record}`);
}

const problems = [...bank.problems, ...mocks.problems];
if (problems.length > 0) {
  console.error(`\n${problems.length} validation problem(s):`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exitCode = 1;
}
