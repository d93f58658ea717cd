import type { TopicPlacement } from './model/candidate.ts';
import type { TopicDefinition } from './model/topic-generator.ts';

export interface ParentDefinition {
  id: string;
  name: string;
  nameHi: string;
  description: string;
  categoryFile: string;
}

export interface CategoryDefinition {
  id: string;
  parentCategoryId: string;
  name: string;
  nameHi: string;
  description: string;
}

export const GENERAL_KNOWLEDGE = 'general-knowledge';
export const QUANTITATIVE_APTITUDE = 'quantitative-aptitude';
export const REASONING = 'reasoning';
export const ENGLISH = 'english';

export const PARENT_CATEGORIES: readonly ParentDefinition[] = [
  {
    id: GENERAL_KNOWLEDGE,
    name: 'General Knowledge',
    nameHi: 'सामान्य ज्ञान',
    description:
      'World and Indian geography, Indian polity, chemical elements, science, awards, sports, national symbols and important days.',
    categoryFile: 'General-Knowledge Categories.json',
  },
  {
    id: QUANTITATIVE_APTITUDE,
    name: 'Quantitative Aptitude',
    nameHi: 'मात्रात्मक योग्यता',
    description:
      'Arithmetic, number system, algebra, geometry, trigonometry, mensuration and data interpretation with worked solutions.',
    categoryFile: 'Quantitative-Aptitude Categories.json',
  },
  {
    id: REASONING,
    name: 'Reasoning',
    nameHi: 'तर्कशक्ति',
    description:
      'Series, coding, analogies, relations, seating arrangements, Venn diagrams and non-verbal reasoning.',
    categoryFile: 'Reasoning Categories.json',
  },
  {
    id: ENGLISH,
    name: 'English',
    nameHi: 'अंग्रेज़ी',
    description: 'Vocabulary, idioms, grammar, reading comprehension and cloze tests.',
    categoryFile: 'English Categories.json',
  },
];

/** The category file the app loads when no parent is chosen. */
export const DEFAULT_CATEGORY_FILE = 'Default Categories.json';
/** Older clients load the general-knowledge categories under this name. */
export const LEGACY_CATEGORY_FILE = 'categories.json';

export const CATEGORIES: readonly CategoryDefinition[] = [
  {
    id: 'world-geography',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'World Geography',
    nameHi: 'विश्व भूगोल',
    description: 'Countries, capitals, currencies, continents and borders.',
  },
  {
    id: 'world-facts',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Countries: Codes and People',
    nameHi: 'देश: कोड और लोग',
    description: 'Dialling codes, internet domains, ISO codes and demonyms.',
  },
  {
    id: 'chemistry-elements',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Chemical Elements',
    nameHi: 'रासायनिक तत्व',
    description: 'Symbols, atomic numbers and the periodic table.',
  },
  {
    id: 'indian-geography',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Indian Geography',
    nameHi: 'भारतीय भूगोल',
    description:
      'States, union territories and capitals, rivers and dams, national parks and tiger reserves.',
  },
  {
    id: 'indian-polity',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Indian Polity',
    nameHi: 'भारतीय राजव्यवस्था',
    description: 'Articles, parts, schedules and amendments of the Constitution, and constitutional bodies.',
  },
  {
    id: 'general-science',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'General Science',
    nameHi: 'सामान्य विज्ञान',
    description: 'Vitamins, SI units, diseases and their causes, inventions and discoveries.',
  },
  {
    id: 'static-gk',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Static GK',
    nameHi: 'स्थैतिक सामान्य ज्ञान',
    description: 'Important days and national symbols.',
  },
  {
    id: 'awards-and-sports',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Awards and Sports',
    nameHi: 'पुरस्कार और खेल',
    description: 'Awards and honours, their fields and first recipients; sports trophies and cups.',
  },
  {
    id: 'ancient-history',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Ancient History',
    nameHi: 'प्राचीन इतिहास',
    description: 'Indus Valley, the Vedic age, Mahajanapadas, Mauryas, Guptas and the kingdoms of the south.',
  },
  {
    id: 'medieval-history',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Medieval History',
    nameHi: 'मध्यकालीन इतिहास',
    description:
      'The Delhi Sultanate, Vijayanagara, the Mughals, the Marathas, and the Bhakti and Sufi movements.',
  },
  {
    id: 'modern-history',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Modern History',
    nameHi: 'आधुनिक इतिहास',
    description:
      'European companies, Governors-General, 1857, reform movements, the Congress and the freedom struggle.',
  },
  {
    id: 'art-and-culture',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Art and Culture',
    nameHi: 'कला एवं संस्कृति',
    description:
      'Dances, music and instruments, festivals, architecture and monuments, paintings and UNESCO sites.',
  },
  {
    id: 'physical-geography',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Physical Geography',
    nameHi: 'भौतिक भूगोल',
    description: 'The earth, the atmosphere, rocks, landforms and climate.',
  },
  {
    id: 'indian-economy',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Indian Economy',
    nameHi: 'भारतीय अर्थव्यवस्था',
    description: 'Basic concepts, banking and the RBI, budget and taxes, planning and government schemes.',
  },
  {
    id: 'physics',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Physics',
    nameHi: 'भौतिकी',
    description: 'Units, motion, light, sound, electricity and magnetism, at NCERT class 6-10 level.',
  },
  {
    id: 'chemistry',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Chemistry',
    nameHi: 'रसायन विज्ञान',
    description: 'Acids and bases, metals and non-metals, everyday compounds and reactions.',
  },
  {
    id: 'biology',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Biology',
    nameHi: 'जीव विज्ञान',
    description: 'Cells, human body systems, nutrition and diseases, plants and genetics.',
  },
  {
    id: 'environment-and-ecology',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Environment and Ecology',
    nameHi: 'पर्यावरण एवं पारिस्थितिकी',
    description: 'Ecosystems, biodiversity, pollution, conservation and climate.',
  },
  {
    id: 'computer-awareness',
    parentCategoryId: GENERAL_KNOWLEDGE,
    name: 'Computer Awareness',
    nameHi: 'कंप्यूटर ज्ञान',
    description: 'Hardware, software, memory, networking and the internet, shortcuts and file formats.',
  },
  {
    id: 'arithmetic',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Arithmetic',
    nameHi: 'अंकगणित',
    description: 'Percentage, profit and loss, interest, ratio, averages and mixtures.',
  },
  {
    id: 'time-speed-work',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Time, Speed and Work',
    nameHi: 'समय, चाल और कार्य',
    description: 'Time and work, pipes and cisterns, speed and distance, boats and streams.',
  },
  {
    id: 'number-system',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Number System',
    nameHi: 'संख्या पद्धति',
    description: 'Simplification, divisibility, HCF, LCM and remainders.',
  },
  {
    id: 'mensuration',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Mensuration',
    nameHi: 'क्षेत्रमिति',
    description: 'Areas, perimeters and volumes of 2-D and 3-D figures.',
  },
  {
    id: 'algebra',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Algebra',
    nameHi: 'बीजगणित',
    description: 'Identities, linear equations, indices and surds.',
  },
  {
    id: 'geometry',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Geometry',
    nameHi: 'ज्यामिति',
    description:
      'Triangles and their centres, congruence and similarity, circles, chords and tangents, polygons.',
  },
  {
    id: 'trigonometry',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Trigonometry',
    nameHi: 'त्रिकोणमिति',
    description: 'Ratios, identities, standard angles, heights and distances.',
  },
  {
    id: 'statistics',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Statistics',
    nameHi: 'सांख्यिकी',
    description: 'Mean, median and mode.',
  },
  {
    id: 'data-interpretation',
    parentCategoryId: QUANTITATIVE_APTITUDE,
    name: 'Data Interpretation',
    nameHi: 'आँकड़ों का विश्लेषण',
    description: 'Sets of questions on one table, bar chart, line chart or pie chart.',
  },
  {
    id: 'series',
    parentCategoryId: REASONING,
    name: 'Series',
    nameHi: 'श्रृंखला',
    description: 'Number and letter series, missing numbers and mathematical operations.',
  },
  {
    id: 'verbal-reasoning',
    parentCategoryId: REASONING,
    name: 'Verbal Reasoning',
    nameHi: 'शाब्दिक तर्क',
    description:
      'Coding-decoding, analogies, classification, blood relations, syllogisms, Venn diagrams and dictionary order.',
  },
  {
    id: 'logical-puzzles',
    parentCategoryId: REASONING,
    name: 'Logical Puzzles',
    nameHi: 'तार्किक पहेलियाँ',
    description: 'Directions, ranking, seating arrangements, calendars and clocks.',
  },
  {
    id: 'non-verbal',
    parentCategoryId: REASONING,
    name: 'Non-verbal Reasoning',
    nameHi: 'अशाब्दिक तर्क',
    description:
      'Mirror and water images, paper folding and cutting, embedded figures, counting figures and dice.',
  },
  {
    id: 'vocabulary',
    parentCategoryId: ENGLISH,
    name: 'Vocabulary',
    nameHi: 'शब्दावली',
    description: 'Synonyms, antonyms, homophones, idioms and one-word substitutions.',
  },
  {
    id: 'spelling',
    parentCategoryId: ENGLISH,
    name: 'Spelling',
    nameHi: 'वर्तनी',
    description: 'Pick the correctly spelt word.',
  },
  {
    id: 'grammar',
    parentCategoryId: ENGLISH,
    name: 'Grammar',
    nameHi: 'व्याकरण',
    description:
      'Error spotting, sentence improvement, fill in the blanks, voice, narration and sentence order.',
  },
  {
    id: 'comprehension',
    parentCategoryId: ENGLISH,
    name: 'Comprehension',
    nameHi: 'बोधगम्यता',
    description: 'Reading comprehension passages and cloze tests.',
  },
];

const categoryById = new Map(CATEGORIES.map((category) => [category.id, category]));

export function placementOf(topic: TopicDefinition): TopicPlacement {
  const category = categoryById.get(topic.categoryId);
  if (!category) throw new Error(`topic ${topic.id} names unknown category ${topic.categoryId}`);
  return { parentCategoryId: category.parentCategoryId, categoryId: category.id, subcategoryId: topic.id };
}
