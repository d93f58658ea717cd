import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TopicDefinition } from '../../model/topic-generator.ts';
import { type LoadedFactSet, loadFactSets } from '../../sources/fact-sets.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import {
  factSetGenerators,
  LATEST_YEAR_OFFERED,
  statementOrders,
  statementQuestion,
  statementQuestions,
} from './fact-set-questions.ts';
import { statementOptions } from './statement-options.ts';

// Made-up facts: the engine is under test here, not the bank.
const row = (subject: string, answer: string, extra: Record<string, unknown> = {}) => ({
  subject,
  subjectHi: `${subject}-हि`,
  answer,
  answerHi: `${answer}-हि`,
  note: `Context about ${subject}.`,
  noteHi: `${subject} के बारे में संदर्भ।`,
  difficulty: 'easy',
  source: 'Test textbook, chapter 1',
  ...extra,
});

const template = (stem: string, stemHi: string) => ({
  stem,
  stemHi,
  explanation: '{subject} goes with {answer}.',
  explanationHi: '{subject} का संबंध {answer} से है।',
});

function factSet(overrides: Record<string, unknown> = {}) {
  return {
    topic: { id: 'test-topic', name: 'Test Topic', nameHi: 'परीक्षण विषय' },
    description: 'A made-up set for the engine test.',
    relations: [
      {
        id: 'town-river',
        ask: template('On which river does {subject} stand?', '{subject} किस नदी पर है?'),
        reverse: template('Which town stands on the {answer}?', '{answer} पर कौन-सा नगर है?'),
        rows: [
          row('Alpha', 'Red'),
          row('Beta', 'Blue'),
          row('Gamma', 'Green'),
          row('Delta', 'Red'),
          row('Epsilon', 'Black'),
        ],
      },
      {
        id: 'event-year',
        answerType: 'year',
        ask: template('In which year did the {subject} take place?', '{subject} किस वर्ष हुआ?'),
        reverse: template('Which event took place in {answer}?', '{answer} में कौन-सी घटना हुई?'),
        rows: [
          row('First Event', '1857', { answerHi: '1857' }),
          row('Second Event', '1885', { answerHi: '1885' }),
          row('Third Event', '1905', { answerHi: '1905' }),
          row('Fourth Event', '1919', { answerHi: '1919' }),
        ],
      },
    ],
    questions: [
      {
        key: 'one-off',
        stem: 'Which colour is the test colour?',
        stemHi: 'परीक्षण रंग कौन-सा है?',
        answer: 'Violet',
        answerHi: 'बैंगनी',
        wrong: ['Orange', 'Yellow', 'Grey'],
        wrongHi: ['नारंगी', 'पीला', 'धूसर'],
        explanation: 'Violet is the test colour by definition.',
        explanationHi: 'परिभाषा के अनुसार बैंगनी परीक्षण रंग है।',
        difficulty: 'medium',
        source: 'Test textbook, chapter 2',
      },
    ],
    statements: [
      {
        key: 'towns',
        intro: 'Consider the following statements about the towns:',
        introHi: 'नगरों के बारे में निम्नलिखित कथनों पर विचार कीजिए:',
        difficulty: 'hard',
        statements: [
          {
            text: 'Alpha stands on the Red.',
            textHi: 'अल्फा लाल पर है।',
            correct: true,
            source: 'Test textbook, chapter 1',
          },
          {
            text: 'Beta stands on the Green.',
            textHi: 'बीटा हरी पर है।',
            correct: false,
            correction: 'Beta stands on the Blue.',
            correctionHi: 'बीटा नीली पर है।',
            source: 'Test textbook, chapter 1',
          },
        ],
      },
    ],
    ...overrides,
  };
}

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function setsFrom(content: unknown) {
  const directory = mkdtempSync(join(tmpdir(), 'fact-sets-'));
  directories.push(directory);
  mkdirSync(join(directory, 'ancient-history'));
  writeFileSync(join(directory, 'ancient-history', 'test-topic.json'), JSON.stringify(content));
  return loadFactSets(directory);
}

function topicOf(loaded: LoadedFactSet): TopicDefinition {
  return { ...loaded.set.topic, categoryId: loaded.categoryId };
}

function questionsOf(content: unknown) {
  const [generator] = factSetGenerators(setsFrom(content));
  if (!generator) throw new Error('no generator');
  return generator.generate();
}

describe('fact set questions', () => {
  it('asks each relation both ways, in English and Hindi, and every question passes validation', () => {
    const candidates = questionsOf(factSet());
    // 5 towns + 4 rivers, 4 events + 4 years, 1 single, 1 statement question
    expect(candidates).toHaveLength(19);
    for (const candidate of candidates) {
      expect(validateCandidate(candidate)).toEqual([]);
      const { question } = candidate;
      expect(question.stemHi).toMatch(/[\u0900-\u097F]/);
      expect(question.optionsHi).toHaveLength(4);
      expect(question.explanationHi).toMatch(/[\u0900-\u097F]/);
      expect(question.source.citation).toMatch(/Test textbook/);
      expect(question.categoryId).toBe('ancient-history');
    }
  });

  it('gives a fact asked both ways one fact key, and different facts different keys', () => {
    const candidates = questionsOf(factSet());
    const keysOf = (record: string) =>
      new Set(candidates.filter((c) => c.question.source.record === record).map((c) => c.question.factKey));
    expect(keysOf('town-river: Alpha')).toEqual(new Set(['ancient-history/town-river:Alpha']));
    expect(candidates.filter((c) => c.question.source.record === 'town-river: Alpha')).toHaveLength(2);
    const factKeys = candidates.map((c) => c.question.factKey);
    // Delta shares its river with Alpha: asked forward only, so 5 + 4 + 1 + 1 distinct facts.
    expect(new Set(factKeys).size).toBe(11);
  });

  it('never offers a second right answer: towns on the same river are not distractors', () => {
    const reverseRed = questionsOf(factSet()).find(
      (c) => c.question.stem === 'Which town stands on the Red?',
    )?.question;
    expect(reverseRed?.options[reverseRed.answerIndex]).toBe('Alpha');
    expect(reverseRed?.options).not.toContain('Delta');
  });

  it('offers years within a few decades of the answer', () => {
    const question = questionsOf(factSet()).find((c) => c.question.stem.includes('First Event'))?.question;
    const years = question?.options.map(Number) ?? [];
    expect(years).toContain(1857);
    expect(Math.max(...years) - Math.min(...years)).toBeLessThanOrEqual(30);
  });

  it('never offers a year after the latest the bank reaches, however recent the event', () => {
    const [, events] = factSet().relations;
    if (!events) throw new Error('fixture');
    const recent = { ...events, rows: [...events.rows, row('Recent Event', '2024', { answerHi: '2024' })] };
    const question = questionsOf(factSet({ relations: [recent] })).find((c) =>
      c.question.stem.includes('Recent Event'),
    )?.question;
    const years = question?.options.map(Number) ?? [];
    expect(years).toContain(2024);
    expect(Math.max(...years)).toBeLessThanOrEqual(LATEST_YEAR_OFFERED);
  });

  it('lays statements out one per line and keys the form that matches their truth', () => {
    const [loaded] = setsFrom(factSet());
    const [towns] = loaded?.set.statements ?? [];
    if (!loaded || !towns) throw new Error('fixture');
    const { question } = statementQuestion(loaded, topicOf(loaded), towns);
    expect(question.stem.split('\n')).toEqual([
      'Consider the following statements about the towns:',
      '1. Alpha stands on the Red.',
      '2. Beta stands on the Green.',
      'Which of the statements given above is/are correct?',
    ]);
    expect(question.options[question.answerIndex]).toBe('1 only');
    expect(question.optionsHi?.[question.answerIndex]).toBe('केवल 1');
    expect(question.explanation).toBe(
      'Statement 1 is correct. Statement 2 is incorrect: Beta stands on the Blue.',
    );
  });

  it("prints the answer forms in the paper's order, English and Hindi, whichever is the key", () => {
    const question = questionsOf(factSet()).find((c) => c.question.stem.startsWith('Consider'));
    expect(question?.question.options).toEqual(['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2']);
    expect(question?.question.optionsHi).toEqual(['केवल 1', 'केवल 2', '1 और 2 दोनों', 'न तो 1 और न ही 2']);
    expect(question?.keepOptionOrder).toBe(true);
  });

  it('asks which pairs are correctly matched when the items are pairs', () => {
    const [towns] = factSet().statements;
    if (!towns) throw new Error('fixture');
    const pairs = { ...towns, kind: 'pairs', intro: 'Consider the following towns and rivers:' };
    const question = questionsOf(factSet({ statements: [pairs] })).find((c) =>
      c.question.stem.startsWith('Consider'),
    )?.question;
    expect(question?.stem.split('\n').at(-1)).toBe(
      'Which of the pairs given above is/are correctly matched?',
    );
    expect(question?.stemHi?.split('\n').at(-1)).toBe('उपर्युक्त युग्मों में से कौन-सा/से सही सुमेलित है/हैं?');
    expect(question?.explanation).toMatch(/^Pair 1 is (correct\.|incorrect: )/);
    expect(question?.explanation).toContain('Pair 2 is ');
    expect(question?.explanation).not.toContain('Statement');
  });

  it('refuses a row without a source, a Hindi field or a correction', () => {
    const base = factSet();
    const [towns] = base.relations;
    if (!towns) throw new Error('fixture');
    const withoutSource = { ...towns, rows: [{ ...row('Zeta', 'Red'), source: '' }, ...towns.rows] };
    expect(() => setsFrom(factSet({ relations: [withoutSource] }))).toThrow(/source/);
    const withoutHindi = {
      ...towns,
      rows: [{ ...row('Zeta', 'Red'), noteHi: 'English only' }, ...towns.rows],
    };
    expect(() => setsFrom(factSet({ relations: [withoutHindi] }))).toThrow(/Devanagari/);
    const [statementQuestion] = base.statements;
    if (!statementQuestion) throw new Error('fixture');
    const uncorrected = {
      ...statementQuestion,
      statements: statementQuestion.statements.map((s) => ({ ...s, correction: undefined })),
    };
    expect(() => questionsOf(factSet({ statements: [uncorrected] }))).toThrow(/no correction/);
  });

  it('refuses one English value spelt two ways in Hindi', () => {
    const [towns] = factSet().relations;
    if (!towns) throw new Error('fixture');
    const inconsistent = { ...towns, rows: [...towns.rows, row('Zeta', 'Red', { answerHi: 'लाल' })] };
    expect(() => questionsOf(factSet({ relations: [inconsistent] }))).toThrow(/in Hindi/);
  });
});

const statement = (text: string, correct: boolean) => ({
  text,
  textHi: `${text}-हि`,
  correct,
  ...(correct ? {} : { correction: `Not so: ${text}`, correctionHi: `ऐसा नहीं: ${text}-हि` }),
  source: `Source of ${text}`,
});

function statementSet(key: string, truths: readonly boolean[]) {
  return {
    key,
    intro: `Consider the following statements about ${key}:`,
    introHi: `${key} के बारे में निम्नलिखित कथनों पर विचार कीजिए:`,
    difficulty: 'medium',
    statements: truths.map((truth, index) => statement(`${key} fact ${index + 1}`, truth)),
  };
}

describe('statement order', () => {
  it('lists every order of two and three statements once, the authored order first', () => {
    expect(statementOrders(2)).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(statementOrders(3)).toHaveLength(6);
    expect(new Set(statementOrders(3).map((order) => order.join()))).toHaveLength(6);
    expect(statementOrders(3)[0]).toEqual([0, 1, 2]);
  });

  it.each([
    [[true, false]],
    [[false, true]],
    [[true, true]],
    [[true, false, true]],
    [[false, true, true]],
    [[true, false, false]],
  ])(
    'keys the statements as printed, in English and Hindi, explanation numbers included, in every order (%j)',
    (truths) => {
      const authored = statementSet('case', truths);
      const [loaded] = setsFrom(factSet({ statements: [authored] }));
      const [question] = loaded?.set.statements ?? [];
      if (!loaded || !question) throw new Error('fixture');
      const ids = new Set<string>();
      for (const order of statementOrders(truths.length)) {
        const candidate = statementQuestion(loaded, topicOf(loaded), question, order);
        const printed = candidate.question;
        expect(validateCandidate(candidate)).toEqual([]);
        ids.add(`${printed.id} ${printed.factKey} ${printed.source.citation}`);
        const lines = printed.stem.split('\n').slice(1, -1);
        const linesHi = printed.stemHi?.split('\n').slice(1, -1) ?? [];
        // Each printed line is one authored statement; read its truth from the fixture, not the generator.
        const shown = lines.map((line, index) => {
          const match = authored.statements.find((s) => line === `${index + 1}. ${s.text}`);
          if (!match) throw new Error(`line "${line}" is no statement`);
          expect(linesHi[index]).toBe(`${index + 1}. ${match.textHi}`);
          return match;
        });
        expect(new Set(shown)).toHaveLength(truths.length);
        const trueNumbers = shown.flatMap((s, index) => (s.correct ? [String(index + 1)] : [])).join(',');
        const form = statementOptions(truths.length).find((option) => option.correct === trueNumbers);
        expect(printed.options[printed.answerIndex]).toBe(form?.en);
        expect(printed.optionsHi?.[printed.answerIndex]).toBe(form?.hi);
        expect(printed.options.filter((option) => candidate.isTrue(option))).toEqual([form?.en]);
        const verdicts = shown.map((s, index) =>
          s.correct
            ? `Statement ${index + 1} is correct.`
            : `Statement ${index + 1} is incorrect: ${s.correction}`,
        );
        const verdictsHi = shown.map((s, index) =>
          s.correct ? `कथन ${index + 1} सही है।` : `कथन ${index + 1} गलत है: ${s.correctionHi}`,
        );
        expect(printed.explanation).toBe(verdicts.join(' '));
        expect(printed.explanationHi).toBe(verdictsHi.join(' '));
      }
      // One question whatever the order: same id, fact key and sources.
      expect(ids.size).toBe(1);
    },
  );

  it('spreads a topic of "one true, one false" questions evenly over 1 only and 2 only', () => {
    const statements = Array.from({ length: 9 }, (_, index) => statementSet(`q${index}`, [true, false]));
    const [loaded] = setsFrom(factSet({ statements }));
    if (!loaded) throw new Error('fixture');
    const keys = statementQuestions(loaded, topicOf(loaded)).map(
      ({ question }) => question.options[question.answerIndex],
    );
    const count = (key: string) => keys.filter((k) => k === key).length;
    expect(Math.abs(count('1 only') - count('2 only'))).toBeLessThanOrEqual(1);
    expect(count('1 only') + count('2 only')).toBe(9);
  });

  it('spreads three-statement keys over their forms and positions', () => {
    const statements = Array.from({ length: 12 }, (_, index) =>
      statementSet(`t${index}`, [true, true, false]),
    );
    const [loaded] = setsFrom(factSet({ statements }));
    if (!loaded) throw new Error('fixture');
    const questions = statementQuestions(loaded, topicOf(loaded)).map(({ question }) => question);
    const forms = new Set(questions.map((question) => question.options[question.answerIndex]));
    expect(forms).toEqual(new Set(['1 and 2 only', '2 and 3 only', '1 and 3 only']));
    const positions = [0, 1, 2, 3].map((at) => questions.filter((q) => q.answerIndex === at).length);
    expect(Math.max(...positions)).toBeLessThanOrEqual(6);
  });

  it('chooses the same orders on every run, and a question added at the end moves no earlier one', () => {
    const truths = [
      [true, false],
      [false, true],
      [true, false, true],
      [true, true],
    ];
    const statements = truths.map((t, index) => statementSet(`s${index}`, t));
    const stems = (list: readonly unknown[]) => {
      const [loaded] = setsFrom(factSet({ statements: list }));
      if (!loaded) throw new Error('fixture');
      return statementQuestions(loaded, topicOf(loaded)).map(({ question }) => question.stem);
    };
    const first = stems(statements);
    expect(stems(statements)).toEqual(first);
    expect(stems([...statements, statementSet('later', [true, false])]).slice(0, statements.length)).toEqual(
      first,
    );
  });
});
