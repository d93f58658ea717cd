import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type CategoryFile,
  chooseDailyQuestionIds,
  DAILY_QUIZ_SUBJECTS,
  type DailyCandidate,
  type Question,
  questionSchema,
} from '@abhyas/domain';

/** The questions of each day's quiz, chosen from the content build's bank. */
export interface DailyQuizBank {
  /** The day's question ids, in quiz order. */
  questionIdsOf(date: string): Promise<string[]>;
  /** The day's questions, whole, in quiz order. */
  questionsOf(date: string): Promise<Question[]>;
}

/** Raised when the bank cannot be read: the quiz must wait (503), and a submitted one is not judged. */
export class DailyQuizUnavailableError extends Error {}

/** A candidate with the pack it was read from, so that a day's quiz reads only its own packs. */
interface PackedCandidate extends DailyCandidate {
  pack: string;
}

/** Days whose quizzes stay in memory: today, yesterday and tomorrow in every zone, and then some. */
const REMEMBERED_DAYS = 8;

/** A bank in memory (tests, and the day's questions once chosen). */
export function fixedDailyQuizBank(questions: readonly Question[]): DailyQuizBank {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const idsOf = (date: string) => chooseDailyQuestionIds(date, questions);
  return {
    questionIdsOf: async (date) => idsOf(date),
    questionsOf: async (date) => idsOf(date).flatMap((id) => byId.get(id) ?? []),
  };
}

/** A question the daily quiz may take: one that stands alone (no passage or chart shared with others). */
const standsAlone = (question: { setId?: unknown }) => question.setId === undefined;

interface PackFile {
  questions: unknown[];
}

/**
 * Reads the four subjects' topic packs from the content build's public folder (never the mocks'
 * packs nor imported topics), once, and again when the subject list changes (a rebuilt bank);
 * a day's questions are read from their packs once and remembered.
 */
export function fileDailyQuizBank(contentBuildDir: string): DailyQuizBank {
  const publicDir = path.join(contentBuildDir, 'public');
  const subjectsFile = path.join(publicDir, 'config', 'parent-categories.json');
  let loaded: { candidates: PackedCandidate[]; mtimeMs: number } | undefined;
  let pending: Promise<PackedCandidate[]> | undefined;
  const days = new Map<string, Promise<Question[]>>();
  const idsOfDay = new Map<string, string[]>();

  async function readJson<T>(file: string): Promise<T> {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  }

  async function readCandidates(): Promise<PackedCandidate[]> {
    const subjects = await readJson<{ id: string; categoryFile?: string }[]>(subjectsFile);
    const candidates: PackedCandidate[] = [];
    for (const subject of subjects) {
      if (!(DAILY_QUIZ_SUBJECTS as readonly string[]).includes(subject.id) || !subject.categoryFile) continue;
      const categories = await readJson<CategoryFile>(path.join(publicDir, 'config', subject.categoryFile));
      for (const category of categories)
        for (const topic of category.subcategories) {
          if (!topic.pack) continue;
          const pack = await readJson<PackFile>(path.join(publicDir, topic.pack));
          for (const entry of pack.questions) {
            const question = entry as Question;
            if (standsAlone(question))
              candidates.push({
                id: question.id,
                parentCategoryId: subject.id,
                subcategoryId: question.subcategoryId,
                pack: topic.pack,
              });
          }
        }
    }
    return candidates;
  }

  async function candidates(): Promise<PackedCandidate[]> {
    try {
      const { mtimeMs } = await stat(subjectsFile);
      if (loaded && loaded.mtimeMs === mtimeMs) return loaded.candidates;
      pending ??= readCandidates()
        .then((read) => {
          loaded = { candidates: read, mtimeMs };
          days.clear();
          idsOfDay.clear();
          return read;
        })
        .finally(() => {
          pending = undefined;
        });
      return await pending;
    } catch (error) {
      if (loaded) return loaded.candidates;
      throw new DailyQuizUnavailableError(
        `the question bank under ${publicDir} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Choosing sorts the whole bank: once per day is enough. */
  function idsOf(date: string, all: readonly PackedCandidate[]): string[] {
    let ids = idsOfDay.get(date);
    if (!ids) {
      if (idsOfDay.size >= REMEMBERED_DAYS) idsOfDay.clear();
      ids = chooseDailyQuestionIds(date, all);
      idsOfDay.set(date, ids);
    }
    return ids;
  }

  async function readDay(date: string, all: readonly PackedCandidate[]): Promise<Question[]> {
    const ids = idsOf(date, all);
    const packOf = new Map(all.map((candidate) => [candidate.id, candidate.pack]));
    const found = new Map<string, Question>();
    for (const pack of new Set(ids.map((id) => packOf.get(id) ?? ''))) {
      const file = await readJson<PackFile>(path.join(publicDir, pack));
      for (const entry of file.questions) {
        const question = questionSchema.parse(entry);
        if (ids.includes(question.id)) found.set(question.id, question);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    async questionIdsOf(date) {
      return idsOf(date, await candidates());
    },
    async questionsOf(date) {
      const all = await candidates();
      let day = days.get(date);
      if (!day) {
        if (days.size >= REMEMBERED_DAYS) days.clear();
        day = readDay(date, all).catch((error: unknown) => {
          days.delete(date);
          throw new DailyQuizUnavailableError(
            `the daily quiz of ${date} cannot be read: ${error instanceof Error ? error.message : String(error)}`,
          );
        });
        days.set(date, day);
      }
      return day;
    },
  };
}
