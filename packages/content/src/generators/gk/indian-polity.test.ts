import { describe, expect, it } from 'vitest';
import { ordinal } from './indian-polity.ts';

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
