import type { AnswerKeys, ImportedTopicFile, Question } from '@abhyas/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface ImportedTopic {
  parentCategoryId: string;
  categoryId: string;
  categoryName: string;
  subcategoryId: string;
  topicName: string;
  questions: Question[];
}

/** A topic's key among the imported ones: its category and its own id. */
export const topicKey = (topic: { categoryId: string; subcategoryId: string }) =>
  `${topic.categoryId}/${topic.subcategoryId}`;

/** SQL for operator-imported question banks. */
export function createImportedQuestionStore(db: Db) {
  return {
    /** Replaces one topic's questions as a whole, so a re-import never leaves stale questions; stamps them as written now. */
    async replaceTopic(topic: ImportedTopicFile): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('importedQuestions')
          .where('subcategoryId', '=', topic.subcategoryId)
          .where('categoryId', '=', topic.categoryId)
          .execute();
        await trx
          .insertInto('importedQuestions')
          .values(
            topic.questions.map((question) => ({
              id: question.id,
              parentCategoryId: topic.parentCategoryId,
              categoryId: topic.categoryId,
              categoryName: topic.categoryName,
              subcategoryId: topic.subcategoryId,
              topicName: topic.topicName,
              question: JSON.stringify(question) as unknown as Question,
              importedAt: sql<Date>`now()`,
            })),
          )
          .onConflict((conflict) =>
            conflict.column('id').doUpdateSet((update) => ({
              parentCategoryId: update.ref('excluded.parentCategoryId'),
              categoryId: update.ref('excluded.categoryId'),
              categoryName: update.ref('excluded.categoryName'),
              subcategoryId: update.ref('excluded.subcategoryId'),
              topicName: update.ref('excluded.topicName'),
              question: update.ref('excluded.question'),
              importedAt: update.ref('excluded.importedAt'),
            })),
          )
          .execute();
      });
    },

    /** When each stored topic was last written (by a topic file or the console), by `categoryId/subcategoryId`. */
    async topicsWrittenAt(): Promise<Map<string, Date>> {
      const rows = await db
        .selectFrom('importedQuestions')
        .select(['categoryId', 'subcategoryId', (eb) => eb.fn.max('importedAt').as('writtenAt')])
        .groupBy(['categoryId', 'subcategoryId'])
        .execute();
      return new Map(rows.map((row) => [topicKey(row), row.writtenAt]));
    },

    /** Every imported topic with its questions, in a stable order. */
    async listTopics(): Promise<ImportedTopic[]> {
      const rows = await db
        .selectFrom('importedQuestions')
        .selectAll()
        .orderBy('categoryId')
        .orderBy('subcategoryId')
        .orderBy('id')
        .execute();
      const topics = new Map<string, ImportedTopic>();
      for (const row of rows) {
        const key = topicKey(row);
        let topic = topics.get(key);
        if (!topic) {
          topic = {
            parentCategoryId: row.parentCategoryId,
            categoryId: row.categoryId,
            categoryName: row.categoryName,
            subcategoryId: row.subcategoryId,
            topicName: row.topicName,
            questions: [],
          };
          topics.set(key, topic);
        }
        topic.questions.push(row.question);
      }
      return [...topics.values()];
    },

    async answerKeys(): Promise<AnswerKeys> {
      const rows = await db
        .selectFrom('importedQuestions')
        .select(['id', 'parentCategoryId', 'categoryId', 'subcategoryId', 'question'])
        .execute();
      return Object.fromEntries(
        rows.map((row) => [
          row.id,
          {
            answerIndex: row.question.answerIndex,
            subcategoryId: row.subcategoryId,
            categoryId: row.categoryId,
            parentCategoryId: row.parentCategoryId,
          },
        ]),
      );
    },
  };
}

export type ImportedQuestionStore = ReturnType<typeof createImportedQuestionStore>;
