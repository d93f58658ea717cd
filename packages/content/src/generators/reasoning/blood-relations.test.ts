import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import { bloodRelations, CHAIN_PUZZLES, PUZZLES, pathOf } from './blood-relations.ts';
import { isMale, kinship, reducePath } from './kinship.ts';

const candidates = bloodRelations.generate();

describe('kinship from a relation path', () => {
  it('tells the paternal side from the maternal one in Hindi, where English says "uncle" or "aunt"', () => {
    expect(kinship('FB')).toEqual({ en: 'Paternal uncle', hi: 'चाचा' });
    expect(kinship('MB')).toEqual({ en: 'Maternal uncle', hi: 'मामा' });
    expect(kinship('FZ')).toEqual({ en: 'Paternal aunt', hi: 'बुआ' });
    expect(kinship('MZ')).toEqual({ en: 'Maternal aunt', hi: 'मौसी' });
    expect(kinship('BS')?.hi).toBe('भतीजा');
    expect(kinship('ZS')?.hi).toBe('भांजा');
    expect(kinship('SS')?.hi).toBe('पोता');
    expect(kinship('DS')?.hi).toBe('नाती');
    expect(kinship('MZS')?.hi).toBe('मौसेरा भाई');
  });

  it('reduces a path by the conventions of the paper', () => {
    expect(reducePath(['Z', 'F'])).toBe('F'); // a sister's father is one's father
    expect(reducePath(['F', 'W', 'B'])).toBe('MB'); // father's wife's brother is the mother's brother
    expect(reducePath(['F', 'S', 'W'])).toBe('BW');
    expect(reducePath(['W', 'Z', 'F'])).toBe('WF');
    expect(reducePath(['H', 'W'])).toBeUndefined();
    expect(kinship('FSW')?.hi).toBe('भाभी');
    expect(isMale('FZ')).toBe(false);
  });
});

describe('blood relations', () => {
  it('gives every puzzle a hand answer that its path confirms, people of the right gender, and three slips', () => {
    for (const puzzle of [...PUZZLES, ...CHAIN_PUZZLES]) {
      expect(kinship(pathOf(puzzle))?.en, puzzle.id).toBe(puzzle.answer);
      // A is named by the first relation word, B by the second, and so on.
      puzzle.says.forEach((link, i) => {
        if (puzzle.viaFatherOf && i === puzzle.says.length - 1) return;
        expect(puzzle.genders[i] === 'm', `${puzzle.id} person ${i}`).toBe(isMale(link));
      });
      // A slip names someone of A's own gender: no "Sister" offered for a man.
      for (const path of puzzle.wrong)
        expect(isMale(path), `${puzzle.id} ${path}`).toBe(puzzle.genders[0] === 'm');
      const slips = new Set(puzzle.wrong.map((path) => kinship(path)?.hi));
      expect(slips.has(undefined), puzzle.id).toBe(false);
      expect(slips.size, puzzle.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('asks every question in both languages, with the Hindi term of the path', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(380);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    for (const { question } of candidates) {
      expect(question.stemHi && question.explanationHi && question.optionsHi, question.stem).toBeTruthy();
    }
    const uncle = candidates.find(
      (c) => c.question.stem.includes('brother of') && c.question.stem.includes('mother'),
    );
    const { question } = uncle ?? { question: undefined };
    expect(question?.optionsHi?.[question.answerIndex]).toBe('मामा');
  });
});
