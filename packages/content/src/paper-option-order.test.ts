import type { Question } from '@abhyas/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems, readLedger } from './answer-key-ledger.ts';
import { buildQuestionBank, type QuestionBank } from './build-bank.ts';
import { englishItemGenerators } from './generators/english/english-items.ts';
import { factSetGenerators } from './generators/gk/fact-set-questions.ts';
import { statementOptions } from './generators/gk/statement-options.ts';
import { syllogisms } from './generators/reasoning/syllogism.ts';

// The hand-written topics (where labelled options are written) and syllogism, with the real ledger.
const BUILD_TIMEOUT_MS = 60_000;

let bank: QuestionBank;
let questions: Question[];

beforeAll(() => {
  bank = buildQuestionBank([...englishItemGenerators(), ...factSetGenerators(), syllogisms], readLedger());
  questions = bank.topics.flatMap((built) => built.questions);
}, BUILD_TIMEOUT_MS);

const inTopic = (topicId: string) => questions.filter((question) => question.subcategoryId === topicId);
const PART_LABEL = /^\(([A-D])\) /;

describe('options the paper prints in a fixed order, as the bank builds them', () => {
  it('pass every validator, and no published question changes its answer', () => {
    expect(bank.problems).toEqual([]);
    expect(ledgerProblems(readLedger(), questions)).toEqual([]);
  });

  it('read (A), (B), (C), No error in every error-spotting question', () => {
    const errorSpotting = inTopic('error-spotting');
    expect(errorSpotting.length).toBeGreaterThanOrEqual(150);
    for (const question of errorSpotting) {
      expect(
        question.options.map((option) => PART_LABEL.exec(option)?.[1] ?? option),
        question.id,
      ).toEqual(['A', 'B', 'C', 'No error']);
      // The parts are the lines of the sentence the stem shows.
      expect(question.stem.split('\n').slice(1), question.id).toEqual(question.options.slice(0, 3));
    }
  });

  it('keep every option that carries a label ((A), (B), ...) in label order', () => {
    for (const question of questions) {
      const labels = question.options.flatMap((option) => PART_LABEL.exec(option)?.[1] ?? []);
      expect(labels, question.id).toEqual([...labels].sort());
    }
  });

  it('read the statement forms in the paper\'s order ("1 only", "2 only", "Both 1 and 2", "Neither 1 nor 2")', () => {
    let statementQuestions = 0;
    for (const count of [2, 3]) {
      const forms = statementOptions(count);
      const english = forms.map((form) => form.en);
      for (const question of questions) {
        if (!question.options.every((option) => english.includes(option))) continue;
        statementQuestions += 1;
        const ranks = question.options.map((option) => english.indexOf(option));
        expect(ranks, question.id).toEqual([...ranks].sort((a, b) => a - b));
        expect(question.optionsHi, question.id).toEqual(
          question.options.map((option) => forms.find((form) => form.en === option)?.hi),
        );
      }
    }
    expect(statementQuestions).toBeGreaterThanOrEqual(1_000);
  });

  it('read the syllogism verdicts Only I, Only II, Either or Both, Neither', () => {
    for (const question of inTopic('syllogism')) {
      expect(question.options, question.id).toEqual([
        'Only conclusion I follows',
        'Only conclusion II follows',
        question.options.includes('Both I and II follow') ? 'Both I and II follow' : 'Either I or II follows',
        'Neither I nor II follows',
      ]);
    }
  });
});
