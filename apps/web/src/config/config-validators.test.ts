import { type AppConfigValidators, appConfigValidators } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { browserConfigValidators } from './config-validators.ts';

const topic = {
  id: 'world-capitals',
  name: 'World Capitals',
  nameHi: 'विश्व की राजधानियाँ',
  questionCount: 40,
  pack: '/packs/x.json',
};
const category = {
  id: 'world-geography',
  parentCategoryId: 'general-knowledge',
  name: 'World Geography',
  nameHi: 'विश्व भूगोल',
  description: 'Capitals and rivers',
  questionCount: 40,
  subcategories: [topic],
};
const parent = {
  id: 'general-knowledge',
  name: 'General Knowledge',
  nameHi: 'सामान्य ज्ञान',
  description: 'Facts',
  questionCount: 40,
  categoryFile: 'General-Knowledge Categories.json',
};
const appConfig = {
  appName: 'Abhyas',
  name: 'Abhyas',
  totalQuestions: 40,
  theme: 'dark',
  features: { offline: true, seo: false },
  categories: [category],
  operatorNote: 'unknown keys are kept',
};

const SAMPLES: Record<keyof AppConfigValidators, unknown> = {
  appConfig,
  parentCategories: [parent, { ...parent, id: 'mock-tests', paperCount: 30 }],
  categories: [category],
};

/** Values of the wrong kind or out of range for some field or other. */
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  '',
  'Not A Slug',
  'dark',
  'light',
  -1,
  1.5,
  0,
  true,
  {},
  [],
];

/** Every variant of `value` with one field (at any depth) removed or replaced. */
function mutations(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  const variants: unknown[] = [];
  const entries = Object.entries(value);
  for (const [key, child] of entries) {
    const rebuild = (replacement: unknown, remove = false) => {
      if (Array.isArray(value)) {
        const copy = [...value];
        if (remove) copy.splice(Number(key), 1);
        else copy[Number(key)] = replacement;
        return copy;
      }
      const copy: Record<string, unknown> = { ...value };
      if (remove) delete copy[key];
      else copy[key] = replacement;
      return copy;
    };
    variants.push(rebuild(undefined, true));
    for (const replacement of REPLACEMENTS) variants.push(rebuild(replacement));
    for (const deeper of mutations(child)) variants.push(rebuild(deeper));
  }
  variants.push({ ...value, extra: 1 });
  return variants;
}

describe('the browser config validators', () => {
  for (const file of Object.keys(SAMPLES) as (keyof AppConfigValidators)[]) {
    it(`accept and refuse exactly what the domain's ${file} schema does`, () => {
      const sample = SAMPLES[file];
      expect(appConfigValidators[file].safeParse(sample).success).toBe(true);
      const variants = [sample, ...mutations(sample), null, 'text', 42, [], {}];
      for (const variant of variants) {
        const domain = appConfigValidators[file].safeParse(variant);
        const browser = browserConfigValidators[file].safeParse(variant);
        expect({ variant, accepted: browser.success }).toEqual({ variant, accepted: domain.success });
        if (domain.success && browser.success) expect(browser.data).toEqual(domain.data);
      }
    });
  }
});

describe('the Mock tests subject', () => {
  it('keeps its paper count, which the home card shows instead of a question count', () => {
    const parsed = browserConfigValidators.parentCategories.safeParse([{ ...parent, paperCount: 30 }]);
    expect(parsed.success && parsed.data[0]?.paperCount).toBe(30);
  });
});
