import { updateNumberOf } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { nextProgressUpdateId } from './progress-update-id.ts';

describe('nextProgressUpdateId', () => {
  it("numbers this page's updates 1, 2, 3… under one client part, each id a uuid of its own", () => {
    const ids = Array.from({ length: 5 }, () => nextProgressUpdateId());
    expect(new Set(ids).size).toBe(5);
    const numbers = ids.map((id) => updateNumberOf(id));
    const first = numbers[0]?.seq ?? 0;
    expect(numbers.map((number) => number?.seq)).toEqual([first, first + 1, first + 2, first + 3, first + 4]);
    expect(new Set(numbers.map((number) => number?.clientId)).size).toBe(1);
  });
});
