import { describe, expect, it } from 'vitest';
import { loadCountryData } from './countries.ts';

describe('country borders as India officially shows them (Survey of India)', () => {
  const { byCca3 } = loadCountryData();
  const borders = (code: string) => byCca3.get(code);

  it('never states a China-Pakistan border, and never offers Pakistan as a non-neighbour of China', () => {
    expect(borders('CHN')?.confirmedBorders).not.toContain('PAK');
    expect(borders('PAK')?.confirmedBorders).not.toContain('CHN');
    expect(borders('CHN')?.uncertainBorders).toContain('PAK');
  });

  it('never offers Afghanistan as a country that does not border India', () => {
    expect(borders('IND')?.confirmedBorders).not.toContain('AFG');
    expect(borders('IND')?.uncertainBorders).toContain('AFG');
    expect(borders('AFG')?.uncertainBorders).toContain('IND');
  });
});
