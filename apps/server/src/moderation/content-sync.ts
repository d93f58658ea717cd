import type { AnswerKeys } from '@abhyas/domain';
import type { Logger } from 'pino';
import { type AnswerKey, type AnswerKeySource, answerKeyFromRecord } from '../answer-key.ts';
import type { ImportedQuestionStore } from '../stores/imported-question-store.ts';
import type { BuiltInBank } from './built-in-bank.ts';
import { publishContent } from './content-publisher.ts';
import type { ModerationStore } from './moderation-store.ts';

/** How often a server asks the database whether another server changed the content. */
export const CONTENT_VERSION_POLL_MS = 3_000;

/**
 * Grading asks too, at most this often: a learner who got a revision's pack from another server
 * and answered it is graded with the revision's key, not refused as unknown.
 */
const ANSWER_KEY_RECHECK_MS = 1_000;

export interface ContentSync {
  /**
   * The build's answer key with the imported questions and the operator's revisions, as of the
   * content version this server last caught up with.
   */
  readonly answerKeys: AnswerKeySource;
  /** Catches up with the database's content version now (after this server changed it). */
  refresh(): Promise<void>;
  /** Polls the content version in the background until stop(). */
  start(): void;
  stop(): void;
}

/**
 * Keeps this server at the database's content version: when the version moved (a report hid a
 * question, an operator decided, edited or imported, here or on another server), it reloads the
 * extra answer keys and republishes the packs into `publishDir` (when the server publishes).
 */
export function createContentSync(options: {
  store: ModerationStore;
  importedQuestions: ImportedQuestionStore;
  bank: BuiltInBank;
  baseAnswerKeys: AnswerKeySource;
  publishDir: string | undefined;
  logger: Logger;
  pollMs?: number;
}): ContentSync {
  const { store, importedQuestions, bank, baseAnswerKeys, publishDir, logger } = options;
  let applied: number | undefined;
  let extra: AnswerKey = answerKeyFromRecord({});
  let combined: { base: AnswerKey; extra: AnswerKey; key: AnswerKey } | undefined;
  let chain: Promise<void> = Promise.resolve();
  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  let checkedAt = 0;

  async function catchUp(): Promise<void> {
    checkedAt = Date.now();
    const version = await store.contentVersion();
    if (version === applied) return;
    const [importedTopics, hidden, revisions] = await Promise.all([
      importedQuestions.listTopics(),
      store.hiddenQuestions(),
      store.revisions(),
    ]);
    const keys: AnswerKeys = {};
    for (const topic of importedTopics)
      for (const question of topic.questions)
        keys[question.id] = {
          answerIndex: question.answerIndex,
          subcategoryId: topic.subcategoryId,
          categoryId: topic.categoryId,
          parentCategoryId: topic.parentCategoryId,
        };
    for (const revision of revisions)
      keys[revision.id] = { answerIndex: revision.question.answerIndex, ...revision.topic };
    extra = answerKeyFromRecord(keys);
    if (publishDir)
      await publishContent({
        state: {
          importedTopics,
          hidden: new Set(hidden.map((entry) => entry.questionId)),
          hiddenTopics: new Set(
            hidden.map((entry) => `${entry.topic.categoryId}/${entry.topic.subcategoryId}`),
          ),
          revisions,
        },
        bank,
        publishDir,
        logger,
      });
    applied = version;
  }

  function refresh(): Promise<void> {
    chain = chain.catch(() => undefined).then(catchUp);
    return chain;
  }

  return {
    answerKeys: {
      async current() {
        const base = await baseAnswerKeys.current();
        if (Date.now() - checkedAt >= ANSWER_KEY_RECHECK_MS)
          await refresh().catch((error: unknown) =>
            logger.warn({ err: error }, 'content version check failed; grading with the keys known'),
          );
        if (combined?.base !== base || combined.extra !== extra) {
          const added = extra;
          combined = {
            base,
            extra: added,
            key: { entryOf: (questionId) => base.entryOf(questionId) ?? added.entryOf(questionId) },
          };
        }
        return combined.key;
      },
    },
    refresh,
    start() {
      timer ??= setInterval(() => {
        if (polling) return;
        polling = true;
        refresh()
          .catch((error: unknown) => logger.warn({ err: error }, 'content version check failed'))
          .finally(() => {
            polling = false;
          });
      }, options.pollMs ?? CONTENT_VERSION_POLL_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
