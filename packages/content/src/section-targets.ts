import type { Question } from '@abhyas/domain';
import type { TargetRow } from './coverage-targets.ts';

/**
 * Quantitative Aptitude, Reasoning and English as the SSC Tier-I papers ask them (issue 17):
 * every topic the syllabus names, by the bank topics that hold it.
 */
export interface SectionTopic {
  name: string;
  topics: readonly string[];
  /** Counted in sets of questions (one chart or passage) instead of questions. */
  minSets?: number;
}

export const MIN_SECTION_QUESTIONS = 4_000;
export const MIN_NAMED_TOPIC_QUESTIONS = 60;
export const MIN_SETS = 40;
export const MAX_SPELLING_SHARE = 0.1;

const diTopics = ['di-tables', 'di-bar-charts', 'di-line-charts', 'di-pie-charts'];
const rcTopics = ['reading-comprehension-science', 'reading-comprehension-society'];

export const SECTIONS: readonly {
  id: string;
  name: string;
  bilingual: boolean;
  topics: readonly SectionTopic[];
}[] = [
  {
    id: 'quantitative-aptitude',
    name: 'Quantitative Aptitude',
    bilingual: true,
    topics: [
      { name: 'Number system', topics: ['divisibility-and-unit-digits', 'remainders'] },
      { name: 'Simplification', topics: ['simplification'] },
      { name: 'HCF and LCM', topics: ['hcf-and-lcm'] },
      { name: 'Percentage', topics: ['percentage', 'percentage-change'] },
      { name: 'Ratio and proportion', topics: ['ratio-and-ages'] },
      { name: 'Averages', topics: ['averages'] },
      { name: 'Mixtures', topics: ['mixtures-and-alligation'] },
      { name: 'Simple interest', topics: ['simple-interest'] },
      { name: 'Compound interest', topics: ['compound-interest'] },
      { name: 'Profit and loss', topics: ['profit-and-loss'] },
      { name: 'Discount', topics: ['discount'] },
      { name: 'Time and work', topics: ['time-and-work'] },
      { name: 'Pipes and cisterns', topics: ['pipes-and-cisterns'] },
      { name: 'Time, speed and distance', topics: ['speed-and-distance'] },
      { name: 'Boats and streams', topics: ['boats-and-streams'] },
      { name: 'Mensuration (2-D and 3-D)', topics: ['mensuration-basics'] },
      { name: 'Algebraic identities', topics: ['algebraic-identities'] },
      { name: 'Linear equations', topics: ['linear-equations'] },
      { name: 'Indices and surds', topics: ['indices-and-surds'] },
      { name: 'Triangles, congruence and similarity', topics: ['triangles'] },
      { name: 'Circles, chords and tangents', topics: ['circles'] },
      { name: 'Polygons', topics: ['polygons'] },
      { name: 'Trigonometric ratios and identities', topics: ['trigonometric-ratios'] },
      { name: 'Heights and distances', topics: ['heights-and-distances'] },
      { name: 'Statistics', topics: ['mean-median-mode'] },
      { name: 'Data interpretation', topics: diTopics, minSets: MIN_SETS },
    ],
  },
  {
    id: 'reasoning',
    name: 'Reasoning',
    bilingual: true,
    topics: [
      { name: 'Word analogy', topics: ['word-analogy'] },
      { name: 'Number analogy', topics: ['number-analogy'] },
      { name: 'Letter analogy', topics: ['letter-analogy'] },
      { name: 'Classification', topics: ['odd-one-out'] },
      { name: 'Series', topics: ['number-series', 'letter-series'] },
      { name: 'Coding-decoding', topics: ['coding-decoding'] },
      { name: 'Blood relations', topics: ['blood-relations'] },
      { name: 'Directions', topics: ['direction-sense'] },
      { name: 'Order and ranking', topics: ['ranking-and-order'] },
      { name: 'Seating arrangement: linear', topics: ['seating-linear'] },
      { name: 'Seating arrangement: circular', topics: ['seating-circular'] },
      { name: 'Venn diagrams', topics: ['venn-diagrams'] },
      { name: 'Mathematical operations', topics: ['mathematical-operations'] },
      { name: 'Missing number', topics: ['missing-number'] },
      { name: 'Dictionary order', topics: ['dictionary-order'] },
      { name: 'Calendar', topics: ['calendar'] },
      { name: 'Clock', topics: ['clock-angles'] },
      { name: 'Syllogism', topics: ['syllogism'] },
      { name: 'Mirror and water images', topics: ['mirror-and-water-images'] },
      { name: 'Paper folding and cutting', topics: ['paper-folding-and-cutting'] },
      { name: 'Embedded figures', topics: ['embedded-figures'] },
      { name: 'Counting figures', topics: ['counting-figures'] },
      { name: 'Dice', topics: ['dice'] },
    ],
  },
  {
    id: 'english',
    name: 'English',
    bilingual: false,
    topics: [
      { name: 'Error spotting', topics: ['error-spotting'] },
      { name: 'Sentence improvement', topics: ['sentence-improvement'] },
      {
        name: 'Fill in the blanks',
        topics: ['fill-blanks-articles-prepositions', 'fill-blanks-tenses-conjunctions'],
      },
      { name: 'Cloze test', topics: ['cloze-test'] },
      { name: 'Reading comprehension', topics: rcTopics, minSets: MIN_SETS },
      { name: 'Idioms and phrases', topics: ['idioms-and-phrases'] },
      { name: 'One-word substitution', topics: ['one-word-substitution'] },
      { name: 'Active and passive voice', topics: ['active-passive-voice'] },
      { name: 'Direct and indirect speech', topics: ['direct-indirect-speech'] },
      { name: 'Sentence rearrangement', topics: ['sentence-rearrangement'] },
      { name: 'Synonyms', topics: ['synonyms-easy', 'synonyms-medium', 'synonyms-hard'] },
      { name: 'Antonyms', topics: ['antonyms-common', 'antonyms-advanced'] },
    ],
  },
];

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function namedTopicRow(named: SectionTopic, questions: readonly Question[]): TargetRow {
  const inTopic = questions.filter((question) => named.topics.includes(question.subcategoryId));
  if (named.minSets !== undefined) {
    const sets = new Set(inTopic.flatMap((question) => (question.setId ? [question.setId] : []))).size;
    return {
      target: `${named.name}: sets`,
      wanted: `>= ${named.minSets}`,
      actual: `${sets} (${inTopic.length} questions)`,
      met: sets >= named.minSets,
    };
  }
  return {
    target: named.name,
    wanted: `>= ${MIN_NAMED_TOPIC_QUESTIONS}`,
    actual: String(inTopic.length),
    met: inTopic.length >= MIN_NAMED_TOPIC_QUESTIONS,
  };
}

/** The targets for the three other sections, one row each. */
export function sectionTargets(questions: readonly Question[]): TargetRow[] {
  const rows: TargetRow[] = [];
  for (const section of SECTIONS) {
    const inSection = questions.filter((question) => question.parentCategoryId === section.id);
    rows.push({
      target: `${section.name} questions`,
      wanted: `>= ${MIN_SECTION_QUESTIONS}`,
      actual: String(inSection.length),
      met: inSection.length >= MIN_SECTION_QUESTIONS,
    });
    for (const named of section.topics) rows.push(namedTopicRow(named, inSection));
    if (section.bilingual) {
      const bilingual = inSection.filter(
        (question) => question.stemHi && question.optionsHi && question.explanationHi,
      ).length;
      rows.push({
        target: `${section.name} with Hindi stem, options and explanation`,
        wanted: `${inSection.length} (all)`,
        actual: `${bilingual} (${percent(inSection.length === 0 ? 0 : bilingual / inSection.length)})`,
        met: bilingual === inSection.length,
      });
    }
    if (section.id === 'english') {
      const spelling = inSection.filter((question) => question.categoryId === 'spelling').length;
      const share = inSection.length === 0 ? 0 : spelling / inSection.length;
      rows.push({
        target: 'Spelling share of English',
        wanted: `<= ${percent(MAX_SPELLING_SHARE)}`,
        actual: `${percent(share)} (${spelling})`,
        met: share <= MAX_SPELLING_SHARE,
      });
    }
  }
  return rows;
}
