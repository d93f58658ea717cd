import type { ExamBlueprint, MockDraw, MockSectionBlueprint } from './mock-blueprints.ts';
import { mockIdOf } from './mock-blueprints.ts';
import type { MockPaper } from './mock-paper.ts';
import { drawingUnits, seededRandom, shuffled } from './question-draw.ts';

/** What assembly needs to know of a bank question. */
export interface MockCandidate {
  id: string;
  categoryId: string;
  /** The question's topic: a draw spreads over its topics before it takes a second of one. */
  topicId?: string | undefined;
  factKey?: string | undefined;
  setId?: string | undefined;
  setPosition?: number | undefined;
}

/** Question ids an operator (or the record of published papers) fixes for a mock number. */
export type MockPins = ReadonlyMap<number, readonly string[]>;

export interface AssemblyProblem {
  mockId: string;
  message: string;
}

export interface AssembledMocks {
  papers: MockPaper[];
  problems: AssemblyProblem[];
}

/**
 * One draw's questions in a fixed shuffled order, handed out unit by unit (a passage or chart
 * with all its questions). Units skipped for size or for a fact the mock already asks wait for
 * the next mock. When a draw runs dry a new round begins, so a question comes back only once the
 * bank for that draw has run out.
 */
class DrawPool<T extends MockCandidate> {
  /** Pinned questions belong to their mock alone: no round, first or later, hands them out. */
  private readonly free: readonly T[][];
  private remaining: T[][];
  private round = 1;
  /** For each unit size: which rooms the pool's other units can fill exactly. */
  private readonly fillableWithout = new Map<number, boolean[]>();

  constructor(
    units: readonly T[][],
    private readonly seed: string,
    claimed: ReadonlySet<string>,
    private readonly questionCount: number,
  ) {
    this.free = units.filter((unit) => unit.every((question) => !claimed.has(question.id)));
    this.remaining = shuffled(this.free, seededRandom(`${seed}#1`));
  }

  /** Up to `room` questions whose facts are not in `facts` (which it extends). */
  take(room: number, facts: Set<string>): T[] {
    const taken: T[] = [];
    // Topics this draw has given the mock: two trains crossing platforms in a row read as a
    // drill, not a paper, so every topic gets one question before any gets a second.
    const topics = new Set<string>();
    const takeFromRemaining = (exactly: boolean) => {
      for (const spread of [true, false]) {
        if (taken.length >= room) return;
        taken.push(...this.takeRemaining(room - taken.length, { facts, topics, exactly, spread }));
      }
    };
    takeFromRemaining(true);
    if (taken.length < room && this.free.length > 0) {
      this.round += 1;
      const waiting = new Set(this.remaining);
      const next = this.free.filter((unit) => !waiting.has(unit));
      this.remaining.push(...shuffled(next, seededRandom(`${this.seed}#${this.round}`)));
      takeFromRemaining(true);
    }
    // A bank that cannot fill the draw exactly still gives what it has (and the caller says so).
    if (taken.length < room) takeFromRemaining(false);
    return taken;
  }

  private takeRemaining(
    room: number,
    rules: { facts: Set<string>; topics: Set<string>; exactly: boolean; spread: boolean },
  ): T[] {
    const { facts, topics, exactly, spread } = rules;
    const taken: T[] = [];
    const kept: T[][] = [];
    for (const unit of this.remaining) {
      const left = room - taken.length - unit.length;
      const fits = left >= 0 && (!exactly || this.leavesFillable(left, unit.length));
      const topic = topicOf(unit);
      const fresh = !spread || !topics.has(topic);
      if (fits && fresh && unit.every((question) => !facts.has(factOf(question)))) {
        taken.push(...unit);
        topics.add(topic);
        for (const question of unit) facts.add(factOf(question));
      } else kept.push(unit);
    }
    this.remaining = kept;
    return taken;
  }

  /**
   * Whether the room left after taking a unit of `size` can still be filled exactly by the pool's
   * other units: with charts of 2 and 3 questions for a draw of 5, taking two charts of 2 would
   * leave a room of 1 that no chart fills, and the mock would come up short.
   */
  private leavesFillable(left: number, size: number): boolean {
    if (left === 0) return true;
    let fillable = this.fillableWithout.get(size);
    if (!fillable) {
      const counts = new Map<number, number>();
      for (const unit of this.free) counts.set(unit.length, (counts.get(unit.length) ?? 0) + 1);
      counts.set(size, (counts.get(size) ?? 1) - 1);
      fillable = [true, ...Array.from({ length: this.questionCount }, () => false)];
      for (const [unitSize, count] of counts) {
        for (let copy = 0; copy < Math.min(count, Math.floor(this.questionCount / unitSize)); copy += 1) {
          for (let sum = this.questionCount; sum >= unitSize; sum -= 1) {
            if (fillable[sum - unitSize]) fillable[sum] = true;
          }
        }
      }
      this.fillableWithout.set(size, fillable);
    }
    return fillable[left] === true;
  }
}

function sectionOfCategory(blueprint: ExamBlueprint, categoryId: string): MockSectionBlueprint | undefined {
  return blueprint.sections.find((section) =>
    section.draws.some((item) => item.categoryIds.includes(categoryId)),
  );
}

/**
 * Assembles an exam's numbered mocks from the bank by its blueprint, the same every time for the
 * same bank and pins: each draw takes its count from its categories, a question appears in at most
 * one mock until its draw's questions run out, a passage or chart comes whole, and a mock never
 * asks one fact twice. A pinned mock is exactly its pinned questions (grouped into the sections
 * their categories belong to), and no other mock takes them.
 */
export function assembleMocks<T extends MockCandidate>(
  blueprint: ExamBlueprint,
  bank: readonly T[],
  pins: MockPins = new Map(),
  count: number = blueprint.publishedMocks,
): AssembledMocks {
  const problems: AssemblyProblem[] = [];
  const byId = new Map(bank.map((question) => [question.id, question]));
  const claimed = new Set<string>();
  for (const ids of pins.values()) for (const id of ids) claimed.add(id);

  const pools = new Map<MockDraw, DrawPool<T>>();
  for (const section of blueprint.sections) {
    for (const item of section.draws) {
      const inDraw = bank
        .filter((question) => item.categoryIds.includes(question.categoryId))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      pools.set(
        item,
        new DrawPool(
          drawingUnits(inDraw),
          `${blueprint.id}/${section.id}/${item.categoryIds.join('+')}`,
          claimed,
          item.questionCount,
        ),
      );
    }
  }

  const papers: MockPaper[] = [];
  for (let number = 1; number <= count; number += 1) {
    const mockId = mockIdOf(blueprint, number);
    const pinned = pins.get(number);
    if (pinned) {
      papers.push(pinnedPaper(blueprint, number, pinned, byId, problems));
      continue;
    }
    const facts = new Set<string>();
    const sections = blueprint.sections.map((section) => {
      const questionIds: string[] = [];
      for (const item of section.draws) {
        const taken = (pools.get(item) as DrawPool<T>).take(item.questionCount, facts);
        questionIds.push(...taken.map((question) => question.id));
        if (taken.length < item.questionCount) {
          problems.push({
            mockId,
            message: `${section.id}: ${item.categoryIds.join(', ')} gave ${taken.length} of ${item.questionCount} questions`,
          });
        }
      }
      return { id: section.id, questionIds };
    });
    papers.push({ id: mockId, examId: blueprint.id, number, sections });
  }
  return { papers, problems };
}

function pinnedPaper<T extends MockCandidate>(
  blueprint: ExamBlueprint,
  number: number,
  pinned: readonly string[],
  byId: ReadonlyMap<string, T>,
  problems: AssemblyProblem[],
): MockPaper {
  const mockId = mockIdOf(blueprint, number);
  const bySection = new Map<string, string[]>(blueprint.sections.map((section) => [section.id, []]));
  for (const id of new Set(pinned)) {
    const question = byId.get(id);
    const section = question && sectionOfCategory(blueprint, question.categoryId);
    if (!question) problems.push({ mockId, message: `pinned question ${id} is not in the bank` });
    else if (!section)
      problems.push({ mockId, message: `pinned question ${id} belongs to no section of ${blueprint.id}` });
    else bySection.get(section.id)?.push(id);
  }
  const sections = blueprint.sections
    .map((section) => ({ id: section.id, questionIds: bySection.get(section.id) ?? [] }))
    .filter((section) => section.questionIds.length > 0);
  if (sections.length === 0)
    problems.push({ mockId, message: 'the pinned paper has no question of the bank' });
  return { id: mockId, examId: blueprint.id, number, sections };
}

function topicOf(unit: readonly MockCandidate[]): string {
  const first = unit[0];
  return first?.topicId ?? first?.categoryId ?? '';
}

function factOf(question: MockCandidate): string {
  return question.factKey ?? `id:${question.id}`;
}
