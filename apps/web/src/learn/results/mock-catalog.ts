import { type CategorySummary, type ExamBlueprint, findBlueprint } from '@abhyas/domain';

/**
 * The exam a category lists the mocks of, if it is one: the content build gives each exam's
 * category the exam's id, so the blueprints (data in the domain) tell mocks from bank topics.
 */
export function examOfCategory(category: Pick<CategorySummary, 'id'>): ExamBlueprint | undefined {
  return findBlueprint(category.id);
}

/** A subject of mocks ("Mock tests"): every category it lists is an exam. */
export function isMockSubject(categories: readonly Pick<CategorySummary, 'id'>[]): boolean {
  return categories.length > 0 && categories.every((category) => examOfCategory(category) !== undefined);
}
