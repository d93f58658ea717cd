import { describe, expect, it } from 'vitest';
import { validateKeyShare } from '../../validators/topic-validators.ts';
import { ordinal } from '../aptitude/format.ts';
import { bloodRelations } from './blood-relations.ts';
import { calendarDays, oddDays } from './calendar.ts';
import { clockAngles } from './clock-angles.ts';
import { codingDecoding } from './coding-decoding.ts';
import { compassHi, directionSense } from './direction-sense.ts';
import { letterSeries } from './letter-series.ts';
import { numberAnalogy } from './number-analogy.ts';
import { numberSeries } from './number-series.ts';
import { oddOneOut } from './odd-one-out.ts';
import { ranking } from './ranking.ts';

const topics = [
  bloodRelations,
  calendarDays,
  clockAngles,
  codingDecoding,
  directionSense,
  letterSeries,
  numberAnalogy,
  numberSeries,
  oddOneOut,
  ranking,
];
const DEVANAGARI = /[\u0900-\u097F]/;

describe.each(topics.map((generator) => [generator.topic.id, generator] as const))('%s', (id, generator) => {
  const questions = generator.generate().map((candidate) => candidate.question);

  it('has every question in Hindi: stem, four options and explanation', () => {
    for (const question of questions) {
      expect(question.stemHi, question.stem).toMatch(DEVANAGARI);
      expect(question.explanationHi, question.stem).toMatch(DEVANAGARI);
      expect(question.optionsHi, question.stem).toHaveLength(4);
      // An option in English words has its Hindi form; numbers, degrees and letter codes read the same.
      question.options.forEach((option, i) => {
        if (/[a-z]{2}/.test(option)) expect(question.optionsHi?.[i], option).toMatch(DEVANAGARI);
      });
    }
  });

  it('shows the method in short lines, never a bare answer, with numbers as the paper prints them', () => {
    for (const question of questions) {
      const lines = question.explanation.split('\n');
      expect(lines.length, question.explanation).toBeGreaterThanOrEqual(2);
      expect(lines.length, question.explanation).toBeLessThanOrEqual(7);
      expect(question.explanationHi?.split('\n')).toHaveLength(lines.length);
      for (const text of [question.stem, question.explanation, ...question.options]) {
        expect(text).not.toMatch(/NaN|undefined|\d\.\d{3,}/);
        for (const [written, digits = ''] of text.matchAll(/\b(\d+)(?:st|nd|rd|th)\b/g))
          expect(written, text).toBe(ordinal(Number(digits)));
      }
    }
  });

  it('keys no single answer for more than a third of the topic, and mixes difficulties', () => {
    expect(validateKeyShare(id, questions)).toEqual([]);
    for (const level of ['easy', 'medium', 'hard'] as const)
      expect(questions.filter((q) => q.difficulty === level).length, level).toBeGreaterThan(
        questions.length / 20,
      );
  });
});

describe('the worked methods', () => {
  it('finds the weekday by odd days as the calendar does', () => {
    for (const [year, month, day] of [
      [1947, 8, 15],
      [2000, 3, 1],
      [1950, 1, 26],
      [2024, 12, 25],
      [1999, 12, 31],
    ] as const) {
      const weekday = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
        weekday: 'long',
        timeZone: 'UTC',
      });
      expect(oddDays(year, month, day).day, `${year}-${month}-${day}`).toBe(weekday);
    }
    expect(oddDays(1947, 8, 15).explanation.split('\n')[0]).toBe(
      '1900 years = 1600 + 300: 0 + 1 = 1 odd day',
    );
  });

  it('names the eight directions in Hindi', () => {
    expect(['North', 'North-East', 'South-West', 'West'].map(compassHi)).toEqual([
      'उत्तर',
      'उत्तर-पूर्व',
      'दक्षिण-पश्चिम',
      'पश्चिम',
    ]);
  });
});
