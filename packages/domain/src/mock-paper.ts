import { z } from 'zod';
import type { ExamBlueprint } from './mock-blueprints.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** One assembled paper: its questions section by section, in the order the learner meets them. */
export const mockPaperSchema = z.object({
  /** `${examId}-mock-${number}`: also the mock's subcategory id, so it opens at `/quiz/{id}`. */
  id: slug,
  examId: slug,
  number: z.number().int().positive(),
  sections: z.array(z.object({ id: slug, questionIds: z.array(z.string().min(1)).min(1) })).min(1),
});
export type MockPaper = z.infer<typeof mockPaperSchema>;

/** Every published paper, as the content build writes it for the server (`mock-papers.json`). */
export const mockPapersFileSchema = z.array(mockPaperSchema);

/** What a mock's pack tells the app beside its questions (which come in paper order). */
export const mockPackInfoSchema = z.object({
  examId: slug,
  number: z.number().int().positive(),
  durationMinutes: z.number().int().positive(),
  marking: z.object({ correctCenti: z.number().int().positive(), wrongCenti: z.number().int().max(0) }),
  sections: z
    .array(
      z.object({
        id: slug,
        name: z.string().min(1),
        nameHi: z.string().min(1),
        questionCount: z.number().int().positive(),
        languages: z.array(z.enum(['en', 'hi'])).min(1),
      }),
    )
    .min(1),
});
export type MockPackInfo = z.infer<typeof mockPackInfoSchema>;

export function mockPackInfo(blueprint: ExamBlueprint, paper: MockPaper): MockPackInfo {
  return {
    examId: blueprint.id,
    number: paper.number,
    durationMinutes: blueprint.durationMinutes,
    marking: { ...blueprint.marking },
    sections: paper.sections.map((section) => {
      const defined = blueprint.sections.find((candidate) => candidate.id === section.id);
      if (!defined) throw new Error(`section ${section.id} is not in the ${blueprint.id} blueprint`);
      return {
        id: section.id,
        name: defined.name,
        nameHi: defined.nameHi,
        questionCount: section.questionIds.length,
        languages: [...(defined.languages ?? blueprint.languages)],
      };
    }),
  };
}

/** The paper's question ids in the order the learner meets them. */
export function paperQuestionIds(paper: Pick<MockPaper, 'sections'>): string[] {
  return paper.sections.flatMap((section) => section.questionIds);
}

/** Where each section starts and ends in the paper's question order. */
export function sectionRanges(
  sections: readonly { id: string; questionCount: number }[],
): { id: string; start: number; end: number }[] {
  let start = 0;
  return sections.map((section) => {
    const range = { id: section.id, start, end: start + section.questionCount };
    start = range.end;
    return range;
  });
}

/** Marks in hundredths shown as the exam shows them: 143.5, 96.04, −1.32. */
export function formatMarks(centi: number): string {
  return (centi / 100)
    .toFixed(2)
    .replace(/\.?0+$/, '')
    .replace('-', '−');
}
