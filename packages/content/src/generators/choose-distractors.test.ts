import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../model/seeded-random.ts';
import { chooseDistractors } from './choose-distractors.ts';

describe('chooseDistractors', () => {
  const pool = ['Yen', 'Won', 'Euro', 'Baht', 'Kyat', 'Rial', 'Dinar', 'Egyptian pound'];
  const never = () => false;

  it('never offers the key or an excluded option, and gives up when the pool is too small', () => {
    for (let seed = 0; seed < 20; seed++) {
      const chosen = chooseDistractors(
        new SeededRandom(String(seed)),
        pool,
        'Euro',
        (option) => option === 'Won',
      );
      expect(chosen).toHaveLength(3);
      expect(chosen).not.toContain('Euro');
      expect(chosen).not.toContain('Won');
    }
    expect(chooseDistractors(new SeededRandom('x'), ['Yen', 'Won'], 'Euro', never)).toBeUndefined();
  });

  it('keeps a wrong option as long as a long key when asked, so length gives nothing away', () => {
    const key = 'Indian rupee';
    for (let seed = 0; seed < 20; seed++) {
      const chosen = chooseDistractors(new SeededRandom(String(seed)), pool, key, never, 3, true) ?? [];
      expect(chosen.some((option) => option.length >= key.length)).toBe(true);
    }
  });
});
