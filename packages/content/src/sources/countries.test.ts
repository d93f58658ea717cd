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

  it("names Afghanistan among India's neighbours, and India among Afghanistan's, where neighbours are listed", () => {
    expect(borders('IND')?.mapOnlyBorders).toEqual(['AFG']);
    expect(borders('AFG')?.mapOnlyBorders).toEqual(['IND']);
    expect(borders('CHN')?.mapOnlyBorders).toEqual([]);
  });
});

describe('country names in Hindi come from our checked table', () => {
  const data = loadCountryData();
  const byCode = (code: string) => data.byCca3.get(code);

  it('spells the names i18n-iso-countries got wrong as the Ministry of External Affairs does', () => {
    expect(byCode('BEN')?.nameHi).toBe('बेनिन');
    expect(byCode('SWZ')?.nameHi).toBe('इस्वातिनी');
    expect(byCode('WSM')?.nameHi).toBe('समोआ');
    expect(byCode('MKD')?.nameHi).toBe('उत्तर मैसेडोनिया');
    expect(byCode('USA')?.nameHi).toBe('संयुक्त राज्य अमेरिका');
    expect(byCode('ZWE')?.nameHi).toBe('जिम्बाब्वे');
  });

  it('shows current English names', () => {
    expect(byCode('CIV')?.name).toBe("Côte d'Ivoire");
    expect(byCode('COD')?.name).toBe('Democratic Republic of the Congo');
    expect(byCode('TUR')?.name).toBe('Türkiye');
    expect(byCode('CZE')?.name).toBe('Czech Republic');
    expect(byCode('NLD')?.nameInSentence).toBe('the Netherlands');
  });

  it('never asks about a country whose Hindi name is not settled', () => {
    expect(byCode('CPV')?.nameHi).toBeUndefined();
    expect(data.askable.map((country) => country.cca3)).not.toContain('CPV');
  });

  it('gives every asked country, capital and currency one distinct Hindi form', () => {
    const distinct = (values: readonly (string | undefined)[]) => new Set(values).size === values.length;
    const withCapital = data.askable.filter((country) => country.capital !== undefined);
    expect(distinct(data.askable.map((country) => country.nameHi))).toBe(true);
    expect(distinct(withCapital.map((country) => country.capitalHi))).toBe(true);
    const currencies = new Map<string, string>();
    for (const country of data.askable) {
      if (country.currency) currencies.set(country.currency.en, country.currency.hi);
    }
    for (const extra of data.extraCurrencies) currencies.set(extra.en, extra.hi);
    expect(distinct([...currencies.values()])).toBe(true);
  });

  it('asks no capital the data sources disagree on or that is contested', () => {
    expect(byCode('ZAF')?.capital).toBeUndefined();
    expect(byCode('LKA')?.capital).toBeUndefined();
    expect(byCode('IDN')?.capital).toBeUndefined();
    expect(byCode('KAZ')?.capital).toBe('Astana');
  });
});
