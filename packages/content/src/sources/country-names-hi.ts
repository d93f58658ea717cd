import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const TABLE = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'facts', 'country-names-hi.json');

/** Devanagari with spaces, hyphens and dots ("गिनी-बिसाऊ", "वॉशिंगटन डी.सी."), never a Latin letter. */
const hindiName = z.string().regex(/^[\u0900-\u097F][\u0900-\u097F .-]*$/);

const countryNameRow = z
  .object({
    cca3: z.string().regex(/^[A-Z]{3}$/),
    /** The current English short name the bank shows. */
    name: z.string().min(1),
    /** Absent when the Hindi spelling is not settled: the country is then never asked or offered. */
    nameHi: hindiName.optional(),
    /** Present only where the capital is asked. */
    capital: z.string().min(1).optional(),
    capitalHi: hindiName.optional(),
    /** Present only where the currency is asked. */
    currency: z.string().min(1).optional(),
    currencyHi: hindiName.optional(),
    source: z.string().min(1),
  })
  .refine((row) => (row.capital === undefined) === (row.capitalHi === undefined), 'capital without Hindi')
  .refine((row) => (row.currency === undefined) === (row.currencyHi === undefined), 'currency without Hindi')
  .refine((row) => row.nameHi !== undefined || (row.capital === undefined && row.currency === undefined), {
    message: 'a country without a Hindi name asks nothing',
  });

const tableSchema = z.object({
  description: z.string().min(1),
  rows: z.array(countryNameRow),
  /** Same-kind distractors for currency questions: currencies of no asked country. */
  extraCurrencies: z.array(z.object({ en: z.string().min(1), hi: hindiName })),
});

export type CountryNameRow = z.infer<typeof countryNameRow>;
export type CountryNameTable = z.infer<typeof tableSchema>;

/** Our checked English and Hindi names of countries, capitals and currencies (facts/country-names-hi.json). */
export function loadCountryNameTable(): CountryNameTable {
  return tableSchema.parse(JSON.parse(readFileSync(TABLE, 'utf8')));
}
