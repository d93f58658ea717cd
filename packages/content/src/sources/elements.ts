import { readPackageJson } from './package-files.ts';

interface PeriodicTableRecord {
  atomicNumber: number;
  symbol: string;
  name: string;
  groupBlock: string;
}

export interface Element {
  atomicNumber: number;
  symbol: string;
  name: string;
  groupBlock: string;
}

let cached: Element[] | undefined;

export function loadElements(): Element[] {
  if (cached) return cached;
  const records = readPackageJson<PeriodicTableRecord[]>('periodic-table', 'data.json');
  cached = records
    .map((record) => ({
      atomicNumber: record.atomicNumber,
      symbol: record.symbol,
      name: record.name,
      groupBlock: record.groupBlock,
    }))
    .sort((a, b) => a.atomicNumber - b.atomicNumber);
  return cached;
}

/** Last atomic number of each period: 2, 10, 18, 36, 54, 86, 118 (the noble gases). */
const PERIOD_ENDS = [2, 10, 18, 36, 54, 86, 118];

/** The period follows from the atomic number alone, so we compute it rather than read it. */
export function periodOf(atomicNumber: number): number {
  const index = PERIOD_ENDS.findIndex((end) => atomicNumber <= end);
  if (index < 0) throw new Error(`no period for atomic number ${atomicNumber}`);
  return index + 1;
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
