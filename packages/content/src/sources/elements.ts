import { loadFactTable, schoolElementSchema } from './fact-tables.ts';
import { readPackageJson } from './package-files.ts';

interface PeriodicTableRecord {
  atomicNumber: number;
  symbol: string;
  name: string;
  groupBlock: string;
}

/** An element a school-leaver meets: numbers and family from the data, names from our own table. */
export interface Element {
  atomicNumber: number;
  symbol: string;
  /** As NCERT and IUPAC spell it ("Aluminium", "Sulphur"), not the data's American spelling. */
  name: string;
  nameHi: string;
  groupBlock: string;
  /** Where a symbol does not match the English name: "its Latin name, natrium". */
  symbolFrom?: { en: string; hi: string };
}

let cached: Element[] | undefined;

/** The elements of facts/school-elements.json, in order of atomic number; a symbol unknown to the data stops the build. */
export function loadElements(): Element[] {
  if (cached) return cached;
  const records = new Map(
    readPackageJson<PeriodicTableRecord[]>('periodic-table', 'data.json').map((record) => [
      record.symbol,
      record,
    ]),
  );
  cached = loadFactTable('school-elements', schoolElementSchema)
    .map((row) => {
      const record = records.get(row.symbol);
      if (!record) throw new Error(`school-elements: no element with the symbol ${row.symbol}`);
      return {
        atomicNumber: record.atomicNumber,
        symbol: row.symbol,
        name: row.name,
        nameHi: row.nameHi,
        groupBlock: record.groupBlock,
        ...(row.symbolFrom && row.symbolFromHi
          ? { symbolFrom: { en: row.symbolFrom, hi: row.symbolFromHi } }
          : {}),
      };
    })
    .sort((a, b) => a.atomicNumber - b.atomicNumber);
  return cached;
}

/**
 * Families whose membership is settled, by atomic number. Families with disputed borders
 * (metalloids, post-transition metals, group 3) are never asked about.
 */
export const SETTLED_FAMILIES: Record<string, readonly number[]> = {
  'alkali metal': [3, 11, 19, 37, 55, 87],
  'alkaline earth metal': [4, 12, 20, 38, 56, 88],
  halogen: [9, 17, 35, 53, 85],
  'noble gas': [2, 10, 18, 36, 54, 86],
  lanthanoid: [58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70],
  actinoid: [90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102],
};
