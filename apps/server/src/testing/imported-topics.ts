import type { ImportedTopicFile, Question } from '@abhyas/domain';

/** An imported bank's topic of Indian History with `count` questions, as `npm run content:import` writes its file. */
export function importedTopicFile(count: number, topic = 'freedom-struggle'): ImportedTopicFile {
  const question = (index: number) =>
    ({
      id: `qimport${topic}${index}`,
      parentCategoryId: 'general-knowledge',
      categoryId: 'indian-history',
      subcategoryId: topic,
      stem: `Imported question ${index}?`,
      options: ['A', 'B', 'C', 'D'],
      answerIndex: index % 4,
      explanation: 'Because the bank says so.',
      difficulty: 'medium',
      source: { dataset: `import:indian-history/${topic}`, record: `line ${index}` },
    }) as Question;
  return {
    parentCategoryId: 'general-knowledge',
    categoryId: 'indian-history',
    categoryName: 'Indian History',
    subcategoryId: topic,
    topicName: 'Freedom Struggle',
    questions: Array.from({ length: count }, (_, index) => question(index)),
  };
}
