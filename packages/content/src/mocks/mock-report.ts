import { type ExamBlueprint, type MockPaper, sectionQuestionCount } from '@abhyas/domain';
import { repeatedQuestions } from './build-mocks.ts';

/**
 * For `npm run content:report`: each exam's mocks, every mock's questions per section against its
 * blueprint, and how many questions come back in more than one mock (0 until a draw's bank runs out).
 */
export function formatMockReport(
  exams: readonly { blueprint: ExamBlueprint; mocks: readonly { paper: MockPaper }[] }[],
): string {
  return exams
    .flatMap(({ blueprint, mocks }) => {
      const repeats = repeatedQuestions(mocks.map(({ paper }) => paper));
      const wanted = new Map(
        blueprint.sections.map((section) => [section.id, sectionQuestionCount(section)]),
      );
      return [
        `${blueprint.id} (${blueprint.name}): ${mocks.length} mocks, ${repeats} questions in more than one of them`,
        ...mocks.map(({ paper }) => {
          const sections = paper.sections
            .map((section) => `${section.id} ${section.questionIds.length}/${wanted.get(section.id) ?? 0}`)
            .join(', ');
          const total = paper.sections.reduce((sum, section) => sum + section.questionIds.length, 0);
          return `  ${paper.id}: ${total} questions (${sections})`;
        }),
      ];
    })
    .join('\n');
}
