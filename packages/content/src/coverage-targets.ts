import type { Question } from '@abhyas/domain';
import { MIN_GK_QUESTIONS_PER_TOPIC } from './validators/general-knowledge-rules.ts';

/** General Knowledge as the SSC and UPSC papers weigh it (issue 16): each area's categories. */
export const GK_AREAS: readonly { area: string; minShare: number; categories: readonly string[] }[] = [
  { area: 'History', minShare: 0.18, categories: ['ancient-history', 'medieval-history', 'modern-history'] },
  {
    area: 'Science',
    minShare: 0.2,
    categories: [
      'physics',
      'chemistry',
      'biology',
      'environment-and-ecology',
      'general-science',
      'chemistry-elements',
    ],
  },
  {
    area: 'Geography',
    minShare: 0.15,
    categories: ['physical-geography', 'indian-geography', 'world-geography', 'world-facts'],
  },
  { area: 'Polity', minShare: 0.1, categories: ['indian-polity'] },
  { area: 'Static GK', minShare: 0.12, categories: ['static-gk', 'awards-and-sports'] },
  { area: 'Economy', minShare: 0.08, categories: ['indian-economy'] },
  { area: 'Art and culture', minShare: 0.05, categories: ['art-and-culture'] },
  { area: 'Computer', minShare: 0.03, categories: ['computer-awareness'] },
];

export const MIN_GK_QUESTIONS = 8_000;
/** Dialling codes, internet domains and demonyms: kept small, as the papers hardly ask them. */
export const MAX_COUNTRY_CODE_SHARE = 0.05;
export const COUNTRY_CODE_CATEGORY = 'world-facts';
export const MIN_STATEMENT_QUESTIONS = 500;

export interface TargetRow {
  target: string;
  wanted: string;
  actual: string;
  met: boolean;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** The issue's targets for General Knowledge against the bank, one row each. */
export function generalKnowledgeTargets(questions: readonly Question[]): TargetRow[] {
  const gk = questions.filter((question) => question.parentCategoryId === 'general-knowledge');
  const total = gk.length;
  const share = (count: number) => (total === 0 ? 0 : count / total);
  const inCategories = (categories: readonly string[]) =>
    gk.filter((question) => categories.includes(question.categoryId)).length;
  const rows: TargetRow[] = [
    {
      target: 'General Knowledge questions',
      wanted: `>= ${MIN_GK_QUESTIONS}`,
      actual: String(total),
      met: total >= MIN_GK_QUESTIONS,
    },
  ];
  for (const { area, minShare, categories } of GK_AREAS) {
    const count = inCategories(categories);
    rows.push({
      target: `${area} share`,
      wanted: `>= ${percent(minShare)}`,
      actual: `${percent(share(count))} (${count})`,
      met: share(count) >= minShare,
    });
  }
  const codes = inCategories([COUNTRY_CODE_CATEGORY]);
  rows.push({
    target: 'Country-code trivia share',
    wanted: `<= ${percent(MAX_COUNTRY_CODE_SHARE)}`,
    actual: `${percent(share(codes))} (${codes})`,
    met: share(codes) <= MAX_COUNTRY_CODE_SHARE,
  });
  const statements = gk.filter((question) => question.factKey?.includes('/statements:')).length;
  rows.push({
    target: 'UPSC-style statement questions',
    wanted: `>= ${MIN_STATEMENT_QUESTIONS}`,
    actual: String(statements),
    met: statements >= MIN_STATEMENT_QUESTIONS,
  });
  const perTopic = new Map<string, number>();
  for (const question of gk)
    perTopic.set(question.subcategoryId, (perTopic.get(question.subcategoryId) ?? 0) + 1);
  const thin = [...perTopic].filter(([, count]) => count < MIN_GK_QUESTIONS_PER_TOPIC);
  rows.push({
    target: 'Topics with fewer than 40 questions',
    wanted: '0',
    actual:
      thin.length === 0 ? '0' : `${thin.length}: ${thin.map(([id, count]) => `${id} ${count}`).join(', ')}`,
    met: thin.length === 0,
  });
  const bilingual = gk.filter(
    (question) => question.stemHi && question.optionsHi && question.explanationHi,
  ).length;
  rows.push({
    target: 'Questions with Hindi stem, options and explanation',
    wanted: `${total} (all)`,
    actual: `${bilingual} (${percent(share(bilingual))})`,
    met: bilingual === total,
  });
  return rows;
}

/** A plain-text table: target, wanted, actual, met. */
export function formatTargets(rows: readonly TargetRow[]): string {
  const header = { target: 'target', wanted: 'wanted', actual: 'actual', met: 'met' };
  const cells = [header, ...rows.map((row) => ({ ...row, met: row.met ? 'yes' : 'NO' }))];
  const width = (key: keyof typeof header) => Math.max(...cells.map((cell) => cell[key].length));
  return cells
    .map((cell) =>
      [
        cell.target.padEnd(width('target')),
        cell.wanted.padEnd(width('wanted')),
        cell.actual.padEnd(width('actual')),
        cell.met,
      ]
        .join(' | ')
        .trimEnd(),
    )
    .join('\n');
}
