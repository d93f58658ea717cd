import { describe, expect, it } from 'vitest';
import { indianPolityGenerators, ordinal, ordinalHi } from './indian-polity.ts';

describe('ordinal', () => {
  it('uses st, nd, rd and th as the Constitution amendment Acts are numbered', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 42, 52, 73, 101, 102, 103, 106, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '42nd',
      '52nd',
      '73rd',
      '101st',
      '102nd',
      '103rd',
      '106th',
      '111th',
    ]);
  });
});

describe('ordinalHi', () => {
  it('names the first amendment in words and the rest with वाँ, oblique before a postposition', () => {
    expect([1, 42, 101].map((n) => ordinalHi(n))).toEqual(['पहला', '42वाँ', '101वाँ']);
    expect([1, 42].map((n) => ordinalHi(n, true))).toEqual(['पहले', '42वें']);
  });
});

describe('indian polity questions in Hindi', () => {
  const questions = indianPolityGenerators.flatMap((generator) =>
    generator.generate().map((candidate) => candidate.question),
  );

  it('gives every question a Hindi stem, four Hindi options and a Hindi explanation', () => {
    const missing = questions.filter(
      (question) => !question.stemHi || question.optionsHi?.length !== 4 || !question.explanationHi,
    );
    expect(missing.map((question) => question.stem)).toEqual([]);
  });

  it('asks an article and its subject under one fact key, so a quiz never asks both', () => {
    const keys = questions
      .filter(
        (question) =>
          /\bArticle 21\b(?!A)/.test(question.stem) || question.stem.includes('life and personal liberty'),
      )
      .map((question) => question.factKey);
    expect(keys).toEqual(['constitution-article:21', 'constitution-article:21']);
  });
});
