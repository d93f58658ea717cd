import { describe, expect, it } from 'vitest';
import { validateCandidate } from '../../validators/question-validators.ts';
import { type Fold, holesBySolver, paperFolding, piecesOf, symmetryFolds } from './paper-folding.ts';

const candidates = paperFolding.generate();

describe('paper folding', () => {
  it('folds a square along its four lines of symmetry, either way', () => {
    expect(symmetryFolds(piecesOf([])[0] ?? [])).toHaveLength(8);
  });

  it('opens a sheet by following each cell through the folds', () => {
    const leftOverRight: Fold = { kind: 'x', c: 4, keep: 1 };
    expect(holesBySolver([leftOverRight], [[5.5, 0.5]])).toEqual(['A3', 'A6']);
    const topOverBottom: Fold = { kind: 'y', c: 4, keep: 1 };
    expect(holesBySolver([leftOverRight, topOverBottom], [[6.5, 6.5]]).sort()).toEqual([
      'B2',
      'B7',
      'G2',
      'G7',
    ]);
    const diagonal: Fold = { kind: 'd', c: 0, keep: 1 };
    expect(holesBySolver([diagonal], [[6.5, 1.5]]).sort()).toEqual(['B7', 'G2']);
  });

  it('makes at least 120 valid questions in both kinds', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(120);
    expect(candidates.flatMap(validateCandidate)).toEqual([]);
    const pictures = candidates.filter(({ question }) => question.optionFigures);
    expect(pictures.length).toBeGreaterThan(40);
    expect(candidates.length - pictures.length).toBeGreaterThan(40);
    for (const { question } of candidates) {
      expect(question.figure?.kind).toBe('drawing');
      expect(question.stemHi && question.optionsHi && question.explanationHi).toBeTruthy();
    }
  });
});
