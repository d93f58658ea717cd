import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type CategoryFile,
  chooseDailyQuestionIds,
  DAILY_QUIZ_SUBJECTS,
  type DailyCandidate,
  isDailyQuizDateOpen,
  type Question,
  questionSchema,
} from '@abhyas/domain';

/** The questions of each day's quiz, drawn from the content build's bank once for every server. */
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

/** Where each day's draw is kept, shared by every server (daily_quiz_days, migration 0023). */
export interface DailyQuizDays {
  /** The ids kept for the date, in quiz order; undefined when no server drew it yet. */
  drawnOn(date: string): Promise<string[] | undefined>;
  /** Keeps the ids unless a server kept the date's first; answers the kept ones either way. */
  keep(date: string, ids: readonly string[]): Promise<string[]>;
}

/** What a bank needs to draw a day once for every server, and never a hidden question. */
export interface DailyQuizDrawing {
  days: DailyQuizDays;
  /** The questions hidden now: by learners' reports, by an operator, or revised (decision 021). */
  hiddenIds: () => Promise<readonly string[]>;
  now?: () => Date;
}

/**
 * A day's ids: as kept, or drawn now from the candidates minus the questions hidden now and
 * kept, so the day never changes once any learner may have seen it. Only a day still open (today
 * and the days a late sync may still submit) is kept: an older day no server drew while it was
 * open is drawn when asked and not kept, so requests for every date of the calendar cannot fill
 * the table, and such a day enters no board any more.
 */
function createDailyDraw({ days, hiddenIds, now = () => new Date() }: DailyQuizDrawing) {
  const kept = new Map<string, string[]>();
  const pending = new Map<string, Promise<string[]>>();

  async function draw(date: string, candidates: () => Promise<readonly DailyCandidate[]>): Promise<string[]> {
    const stored = await days.drawnOn(date);
    if (stored) return remember(date, stored);
    const all = await candidates();
    const hidden = new Set(await hiddenIds());
    // Choosing sorts the whole bank: once per day on each server is enough.
    const ids = chooseDailyQuestionIds(
      date,
      all.filter((candidate) => !hidden.has(candidate.id)),
    );
    if (!isDailyQuizDateOpen(date, now())) return ids;
    return remember(date, await days.keep(date, ids));
  }

  function remember(date: string, ids: string[]): string[] {
    if (kept.size >= REMEMBERED_DAYS) kept.clear();
    kept.set(date, ids);
    return ids;
  }

  return async function idsOf(date: string, candidates: () => Promise<readonly DailyCandidate[]>) {
    const known = kept.get(date);
    if (known) return known;
    let drawing = pending.get(date);
    if (!drawing) {
      drawing = draw(date, candidates).finally(() => pending.delete(date));
      pending.set(date, drawing);
    }
    return drawing;
  };
}

/**
 * A bank in memory (tests). Without a drawing each day is a function of the date and the bank
 * alone; with one, days are drawn and kept as the content build's bank does.
 */
export function fixedDailyQuizBank(
  questions: readonly Question[],
  drawing?: DailyQuizDrawing,
): DailyQuizBank {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const drawn = drawing ? createDailyDraw(drawing) : undefined;
  const idsOf = async (date: string) =>
    drawn ? drawn(date, async () => questions) : chooseDailyQuestionIds(date, questions);
  return {
    questionIdsOf: idsOf,
    questionsOf: async (date) => (await idsOf(date)).flatMap((id) => byId.get(id) ?? []),
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
 * a day is drawn once for every server (`drawing`), and its questions are read from their packs
 * once and remembered.
 */
export function fileDailyQuizBank(contentBuildDir: string, drawing: DailyQuizDrawing): DailyQuizBank {
  const publicDir = path.join(contentBuildDir, 'public');
  const subjectsFile = path.join(publicDir, 'config', 'parent-categories.json');
  let loaded: { candidates: PackedCandidate[]; mtimeMs: number } | undefined;
  let pending: Promise<PackedCandidate[]> | undefined;
  const days = new Map<string, Promise<Question[]>>();
  const drawn = createDailyDraw(drawing);

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
          // A kept day's ids stay: only where its questions are read from moved.
          days.clear();
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

  async function readDay(date: string, all: readonly PackedCandidate[]): Promise<Question[]> {
    const ids = await drawn(date, async () => all);
    const packOf = new Map(all.map((candidate) => [candidate.id, candidate.pack]));
    const found = new Map<string, Question>();
    // A kept id the rebuilt bank no longer has is left out, not the whole day.
    for (const pack of new Set(ids.flatMap((id) => packOf.get(id) ?? []))) {
      const file = await readJson<PackFile>(path.join(publicDir, pack));
      for (const entry of file.questions) {
        const question = questionSchema.parse(entry);
        if (ids.includes(question.id)) found.set(question.id, question);
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    questionIdsOf: (date) => drawn(date, candidates),
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
