import { describe, expect, it } from 'vitest';
import { loadFactTable, schoolElementSchema } from '../../sources/fact-tables.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import { chemicalElementGenerators } from './chemical-elements.ts';

const table = loadFactTable('school-elements', schoolElementSchema);
const topics = chemicalElementGenerators.map((generator) => ({
  id: generator.topic.id,
  candidates: generator.generate(),
}));
const questionsOf = (id: string) =>
  topics.find((topic) => topic.id === id)?.candidates.map((candidate) => candidate.question) ?? [];

describe('chemical element questions', () => {
  it('keep only symbols and families, of the school table, each topic big enough to study from', () => {
    expect(topics.map((topic) => topic.id)).toEqual([
      'element-symbols',
      'symbols-to-elements',
      'element-families',
    ]);
    expect(questionsOf('element-symbols')).toHaveLength(table.length);
    expect(questionsOf('symbols-to-elements')).toHaveLength(table.length);
    for (const topic of topics) expect(topic.candidates.length, topic.id).toBeGreaterThanOrEqual(40);
  });

  it('pass the validators, with Hindi stems, options and explanations throughout', () => {
    const candidates = topics.flatMap((topic) => topic.candidates);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) {
      expect(question.stemHi, question.stem).toMatch(/[\u0900-\u097F]/);
      expect(question.explanationHi, question.stem).toMatch(/[\u0900-\u097F]/);
      expect(question.optionsHi).toHaveLength(4);
    }
  });

  it('name elements as NCERT spells them, in English and Hindi', () => {
    const stems = questionsOf('element-symbols').map((question) => question.stem);
    expect(stems).toContain('What is the chemical symbol of aluminium?');
    expect(stems).toContain('What is the chemical symbol of sulphur?');
    const sodium = questionsOf('symbols-to-elements').find((question) => question.stem.endsWith(' Na?'));
    expect(sodium?.optionsHi?.[sodium.answerIndex]).toBe('सोडियम');
    expect(sodium?.explanation).toContain('natrium');
  });

  it('ask each element’s family under one fact key, however the question is put', () => {
    const families = questionsOf('element-families');
    const keys = new Map<string, Set<string>>();
    for (const question of families) {
      const templates = keys.get(question.factKey ?? '') ?? new Set<string>();
      templates.add(question.stem.split(' ').slice(0, 3).join(' '));
      keys.set(question.factKey ?? '', templates);
    }
    expect([...keys.keys()].every((key) => key.startsWith('element-family:'))).toBe(true);
    // Sodium's family is asked directly and by naming another alkali metal.
    expect(keys.get('element-family:Na')?.size).toBe(2);
    expect(new Set(families.map((question) => question.stem)).size).toBe(families.length);
  });
});
