import { describe, expect, it } from 'vitest';
import { puzzleTopicProblems } from './puzzle-candidates.ts';
import { DIAGRAMS, diagramsFor, vennDiagrams } from './venn-diagrams.ts';

const candidates = vennDiagrams.generate();
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe('Venn diagrams', () => {
  it('reads the textbook pictures the same way from members and from the written relations', () => {
    const cases: [string[], string][] = [
      [['Doctors', 'Women', 'Mothers'], 'inside-third-crosses-both'],
      [['Delhi', 'India', 'Asia'], 'nested'],
      [['Men', 'Doctors', 'Women'], 'chain'],
      [['Bats', 'Mammals', 'Flying creatures'], 'inside-common-part'],
      [['Animals', 'Dogs', 'Pets'], 'two-crossing-inside'],
      [['Dogs', 'Cats', 'Snakes'], 'separate'],
    ];
    for (const [names, id] of cases)
      expect(diagramsFor(names), names.join()).toEqual({ byMembers: [id], byDeclared: [id] });
  });

  it('leaves out classes whose relation the table does not state (two professions)', () => {
    expect(diagramsFor(['Doctors', 'Teachers', 'Women']).byDeclared).toEqual([]);
  });

  it('has enough sound questions in English and Hindi', () => {
    expect(puzzleTopicProblems(candidates)).toEqual([]);
  });

  it('keys the picture both models give for every class question', () => {
    const pictures = candidates.filter(({ question }) => question.stem.startsWith('Which diagram'));
    expect(pictures.length).toBeGreaterThanOrEqual(60);
    for (const { question } of pictures) {
      const names = (question.stem.split('\n')[1] ?? '').split(', ');
      const { byMembers } = diagramsFor(names);
      expect(DIAGRAMS.find((d) => d.id === byMembers[0])?.en, question.stem).toBe(
        question.options[question.answerIndex],
      );
    }
  });

  it('keys the only count every region can take, found by trying every split of the group', () => {
    const counts = candidates.filter(({ question }) => question.stem.startsWith('In a group'));
    expect(counts.length).toBeGreaterThanOrEqual(60);
    for (const { question } of counts) {
      const key = Number(question.options[question.answerIndex]);
      const found = new Set<number>();
      if (question.stem.includes('all three')) {
        const [total = 0, a = 0, b = 0, c = 0, ab = 0, bc = 0, ca = 0] = numbersIn(question.stem);
        for (let t = 0; t <= Math.min(ab, bc, ca); t++) {
          const regions = [a - ab - ca + t, b - ab - bc + t, c - bc - ca + t, ab - t, bc - t, ca - t, t];
          if (regions.every((r) => r >= 0) && regions.reduce((s, r) => s + r, 0) === total) found.add(t);
        }
      } else {
        const [total = 0, a = 0, b = 0, neither = 0] = numbersIn(question.stem);
        for (let both = 0; both <= Math.min(a, b); both++) {
          if (a - both + (b - both) + both + neither !== total) continue;
          found.add(question.stem.includes(' only ') ? a - both : both);
        }
      }
      expect([...found], question.stem).toEqual([key]);
    }
  });
});
