import { describe, expect, it } from 'vitest';
import type { EnglishItem, LoadedEnglishItemSet } from '../../sources/english-items.ts';
import { englishItemGenerators } from './english-items.ts';

const STEM =
  "Identify the part of the sentence that contains an error. If there is none, choose 'No error'.\n(A) Mathematics are\n(B) my favourite subject\n(C) at school.";

function item(overrides: Partial<EnglishItem> = {}): EnglishItem {
  return {
    key: 'mathematics-are',
    stem: STEM,
    answer: '(A) Mathematics are',
    wrong: ['No error', '(C) at school.', '(B) my favourite subject'],
    explanation: "'Mathematics' is singular in meaning: 'Mathematics is'.",
    difficulty: 'easy',
    source: 'Wren & Martin, High School English Grammar and Composition',
    ...overrides,
  };
}

function errorSpotting(items: EnglishItem[], optionOrder: 'any' | 'by-label' = 'by-label') {
  const loaded: LoadedEnglishItemSet = {
    categoryId: 'grammar',
    dataset: 'facts/english/grammar/error-spotting.json',
    set: {
      topic: { id: 'error-spotting', name: 'Error Spotting', nameHi: 'त्रुटि पहचान' },
      description: 'Made-up items: the generator is under test here, not the bank.',
      optionOrder,
      items,
      passages: [],
    },
  };
  const [generator] = englishItemGenerators([loaded]);
  if (!generator) throw new Error('no generator');
  return generator.generate();
}

describe('English items whose options are labelled parts', () => {
  it('print the parts (A), (B), (C) in turn and "No error" last, whichever part is the key', () => {
    for (const answer of ['(A) Mathematics are', '(B) my favourite subject', '(C) at school.', 'No error']) {
      const all = ['(A) Mathematics are', '(B) my favourite subject', '(C) at school.', 'No error'];
      const [candidate] = errorSpotting([
        item({ answer, wrong: all.filter((option) => option !== answer).reverse() }),
      ]);
      expect(candidate?.question.options).toEqual(all);
      expect(candidate?.question.answerIndex).toBe(all.indexOf(answer));
      expect(candidate?.keepOptionOrder).toBe(true);
    }
  });

  it('take another id than the same item with its options moved', () => {
    const [ordered] = errorSpotting([item()]);
    const [moved] = errorSpotting([item()], 'any');
    expect(ordered?.question.id).not.toBe(moved?.question.id);
    expect(moved?.keepOptionOrder).toBeUndefined();
  });

  it('stop the build on an item whose parts are not the lines of its stem, or that has a fifth option', () => {
    expect(() => errorSpotting([item({ answer: '(A) Mathematics is' })])).toThrow(
      'facts/english/grammar/error-spotting.json mathematics-are: option "(A) Mathematics is" is not a line of its stem',
    );
    expect(() =>
      errorSpotting([
        item({ wrong: ['No error', '(C) at school.', '(B) my favourite subject', 'No mistake'] }),
      ]),
    ).toThrow(/needs exactly four options/);
    expect(() =>
      errorSpotting([item({ wrong: ['(D) today', '(C) at school.', '(B) my favourite subject'] })]),
    ).toThrow(/needs exactly one unlabelled option/);
  });
});
