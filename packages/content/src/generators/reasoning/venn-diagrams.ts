import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { draws, type PuzzleQuestion, puzzleCandidates } from './puzzle-candidates.ts';

/** A class of things: its names and which members of its domain's universe belong to it. */
interface ClassDef {
  en: string;
  hi: string;
  has: (member: Member) => boolean;
}
type Member = Readonly<Record<string, string | number | boolean>>;

interface Domain {
  id: string;
  /** Every kind of member the domain has, one of each (a woman doctor who is a mother, ...). */
  universe: readonly Member[];
  classes: readonly ClassDef[];
  /**
   * The second model: relations written down by hand. "Women > Mothers": every mother is a woman;
   * "Doctors ~ Women": some are both, each has others; "Girls | Doctors": none in common;
   * "| Women, Men, Girls": no two of them have anything in common.
   */
  declared: readonly string[];
  /** "Delhi is in India" reads better than "All Delhi are India". */
  places?: boolean;
}

function cross(options: Record<string, readonly (string | boolean)[]>): Member[] {
  let members: Member[] = [{}];
  for (const [key, values] of Object.entries(options)) {
    members = members.flatMap((member) => values.map((value) => ({ ...member, [key]: value })));
  }
  return members;
}

const PEOPLE_UNIVERSE = cross({
  sex: ['m', 'f'],
  adult: [true, false],
  parent: [true, false],
  job: ['none', 'doctor', 'teacher', 'engineer'],
  sings: [true, false],
}).filter((m) => m.adult || (!m.parent && m.job === 'none'));

const SPECIES: Readonly<Record<string, { group: string; flies?: boolean; pet?: boolean }>> = {
  dog: { group: 'mammal', pet: true },
  cat: { group: 'mammal', pet: true },
  cow: { group: 'mammal' },
  bat: { group: 'mammal', flies: true },
  whale: { group: 'mammal' },
  sparrow: { group: 'bird', flies: true },
  parrot: { group: 'bird', flies: true, pet: true },
  penguin: { group: 'bird' },
  snake: { group: 'reptile' },
  crocodile: { group: 'reptile' },
};
const ANIMAL_UNIVERSE: Member[] = Object.entries(SPECIES).flatMap(([species, facts]) =>
  (facts.pet ? [true, false] : [false]).map((pet) => ({
    species,
    group: facts.group,
    flies: !!facts.flies,
    pet,
  })),
);

const PLACES: readonly (readonly [string, string, string])[] = [
  ['Delhi', 'India', 'Asia'],
  ['Mumbai', 'India', 'Asia'],
  ['Chennai', 'India', 'Asia'],
  ['Lahore', 'Pakistan', 'Asia'],
  ['Tokyo', 'Japan', 'Asia'],
  ['Paris', 'France', 'Europe'],
  ['Lyon', 'France', 'Europe'],
  ['Berlin', 'Germany', 'Europe'],
];
// Each city has a few localities, so a city is a set and "inside" has a meaning.
const PLACE_UNIVERSE: Member[] = PLACES.flatMap(([city, country, continent]) =>
  [1, 2].map((part) => ({ city, country, continent, part })),
);

const NUMBER_UNIVERSE: Member[] = Array.from({ length: 400 }, (_, i) => ({ n: i + 1 }));
const num = (m: Member) => Number(m.n);
const isSquare = (n: number) => Math.round(Math.sqrt(n)) ** 2 === n;

const DOMAINS: readonly Domain[] = [
  {
    id: 'people',
    universe: PEOPLE_UNIVERSE,
    classes: [
      { en: 'Women', hi: 'महिलाएँ', has: (m) => m.sex === 'f' && !!m.adult },
      { en: 'Men', hi: 'पुरुष', has: (m) => m.sex === 'm' && !!m.adult },
      { en: 'Mothers', hi: 'माताएँ', has: (m) => m.sex === 'f' && !!m.parent },
      { en: 'Fathers', hi: 'पिता', has: (m) => m.sex === 'm' && !!m.parent },
      { en: 'Parents', hi: 'माता-पिता', has: (m) => !!m.parent },
      { en: 'Doctors', hi: 'डॉक्टर', has: (m) => m.job === 'doctor' },
      { en: 'Teachers', hi: 'शिक्षक', has: (m) => m.job === 'teacher' },
      { en: 'Engineers', hi: 'इंजीनियर', has: (m) => m.job === 'engineer' },
      { en: 'Singers', hi: 'गायक', has: (m) => !!m.sings },
      { en: 'Girls', hi: 'लड़कियाँ', has: (m) => m.sex === 'f' && !m.adult },
      { en: 'Human beings', hi: 'मनुष्य', has: () => true },
    ],
    declared: [
      'Human beings > Women, Men, Mothers, Fathers, Parents, Doctors, Teachers, Engineers, Singers, Girls',
      'Women > Mothers',
      'Men > Fathers',
      'Parents > Mothers, Fathers',
      '| Women, Men, Girls',
      '| Mothers, Fathers, Girls',
      'Women | Fathers',
      'Men | Mothers',
      'Girls | Parents, Doctors, Teachers, Engineers',
      'Doctors ~ Women, Men, Mothers, Fathers, Parents, Singers',
      'Teachers ~ Women, Men, Mothers, Fathers, Parents, Singers',
      'Engineers ~ Women, Men, Mothers, Fathers, Parents, Singers',
      'Singers ~ Women, Men, Mothers, Fathers, Parents, Girls',
      'Parents ~ Women, Men',
    ],
  },
  {
    id: 'animals',
    universe: ANIMAL_UNIVERSE,
    classes: [
      { en: 'Animals', hi: 'जंतु', has: () => true },
      { en: 'Mammals', hi: 'स्तनधारी', has: (m) => m.group === 'mammal' },
      { en: 'Birds', hi: 'पक्षी', has: (m) => m.group === 'bird' },
      { en: 'Reptiles', hi: 'सरीसृप', has: (m) => m.group === 'reptile' },
      { en: 'Dogs', hi: 'कुत्ते', has: (m) => m.species === 'dog' },
      { en: 'Cats', hi: 'बिल्लियाँ', has: (m) => m.species === 'cat' },
      { en: 'Cows', hi: 'गायें', has: (m) => m.species === 'cow' },
      { en: 'Bats', hi: 'चमगादड़', has: (m) => m.species === 'bat' },
      { en: 'Whales', hi: 'व्हेल', has: (m) => m.species === 'whale' },
      { en: 'Sparrows', hi: 'गौरैया', has: (m) => m.species === 'sparrow' },
      { en: 'Parrots', hi: 'तोते', has: (m) => m.species === 'parrot' },
      { en: 'Penguins', hi: 'पेंगुइन', has: (m) => m.species === 'penguin' },
      { en: 'Snakes', hi: 'साँप', has: (m) => m.species === 'snake' },
      { en: 'Pets', hi: 'पालतू जानवर', has: (m) => !!m.pet },
      { en: 'Flying creatures', hi: 'उड़ने वाले जीव', has: (m) => !!m.flies },
    ],
    declared: [
      'Animals > Mammals, Birds, Reptiles, Dogs, Cats, Cows, Bats, Whales, Sparrows, Parrots, Penguins, Snakes, Pets, Flying creatures',
      'Mammals > Dogs, Cats, Cows, Bats, Whales',
      'Birds > Sparrows, Parrots, Penguins',
      'Reptiles > Snakes',
      'Flying creatures > Bats, Sparrows, Parrots',
      '| Mammals, Birds, Reptiles',
      '| Dogs, Cats, Cows, Bats, Whales, Sparrows, Parrots, Penguins, Snakes',
      'Mammals | Sparrows, Parrots, Penguins, Snakes',
      'Birds | Dogs, Cats, Cows, Bats, Whales, Snakes',
      'Reptiles | Dogs, Cats, Cows, Bats, Whales, Sparrows, Parrots, Penguins',
      'Pets ~ Mammals, Birds, Dogs, Cats, Parrots, Flying creatures',
      'Pets | Whales, Bats, Penguins',
      'Flying creatures ~ Mammals, Birds',
      'Flying creatures | Dogs, Cats, Cows, Whales, Penguins, Snakes',
    ],
  },
  {
    id: 'places',
    places: true,
    universe: PLACE_UNIVERSE,
    classes: [
      { en: 'Asia', hi: 'एशिया', has: (m) => m.continent === 'Asia' },
      { en: 'Europe', hi: 'यूरोप', has: (m) => m.continent === 'Europe' },
      { en: 'India', hi: 'भारत', has: (m) => m.country === 'India' },
      { en: 'Pakistan', hi: 'पाकिस्तान', has: (m) => m.country === 'Pakistan' },
      { en: 'Japan', hi: 'जापान', has: (m) => m.country === 'Japan' },
      { en: 'France', hi: 'फ़्रांस', has: (m) => m.country === 'France' },
      { en: 'Germany', hi: 'जर्मनी', has: (m) => m.country === 'Germany' },
      { en: 'Delhi', hi: 'दिल्ली', has: (m) => m.city === 'Delhi' },
      { en: 'Mumbai', hi: 'मुंबई', has: (m) => m.city === 'Mumbai' },
      { en: 'Lahore', hi: 'लाहौर', has: (m) => m.city === 'Lahore' },
      { en: 'Tokyo', hi: 'टोक्यो', has: (m) => m.city === 'Tokyo' },
      { en: 'Paris', hi: 'पेरिस', has: (m) => m.city === 'Paris' },
      { en: 'Berlin', hi: 'बर्लिन', has: (m) => m.city === 'Berlin' },
    ],
    declared: [
      'Asia > India, Pakistan, Japan, Delhi, Mumbai, Lahore, Tokyo',
      'Europe > France, Germany, Paris, Berlin',
      'India > Delhi, Mumbai',
      'Pakistan > Lahore',
      'Japan > Tokyo',
      'France > Paris',
      'Germany > Berlin',
      'Asia | Europe, France, Germany, Paris, Berlin',
      'Europe | India, Pakistan, Japan, Delhi, Mumbai, Lahore, Tokyo',
      '| India, Pakistan, Japan, France, Germany',
      '| Delhi, Mumbai, Lahore, Tokyo, Paris, Berlin',
      'India | Lahore, Tokyo, Paris, Berlin',
      'Pakistan | Delhi, Mumbai, Tokyo, Paris, Berlin',
      'Japan | Delhi, Mumbai, Lahore, Paris, Berlin',
      'France | Delhi, Mumbai, Lahore, Tokyo, Berlin',
      'Germany | Delhi, Mumbai, Lahore, Tokyo, Paris',
    ],
  },
  {
    id: 'numbers',
    universe: NUMBER_UNIVERSE,
    classes: [
      { en: 'Even numbers', hi: 'सम संख्याएँ', has: (m) => num(m) % 2 === 0 },
      { en: 'Odd numbers', hi: 'विषम संख्याएँ', has: (m) => num(m) % 2 === 1 },
      { en: 'Multiples of 3', hi: '3 के गुणज', has: (m) => num(m) % 3 === 0 },
      { en: 'Multiples of 4', hi: '4 के गुणज', has: (m) => num(m) % 4 === 0 },
      { en: 'Multiples of 5', hi: '5 के गुणज', has: (m) => num(m) % 5 === 0 },
      { en: 'Multiples of 6', hi: '6 के गुणज', has: (m) => num(m) % 6 === 0 },
      { en: 'Multiples of 10', hi: '10 के गुणज', has: (m) => num(m) % 10 === 0 },
      { en: 'Perfect squares', hi: 'पूर्ण वर्ग संख्याएँ', has: (m) => isSquare(num(m)) },
    ],
    declared: [
      'Even numbers > Multiples of 4, Multiples of 6, Multiples of 10',
      'Multiples of 3 > Multiples of 6',
      'Multiples of 5 > Multiples of 10',
      'Odd numbers | Even numbers, Multiples of 4, Multiples of 6, Multiples of 10',
      'Odd numbers ~ Multiples of 3, Multiples of 5, Perfect squares',
      'Even numbers ~ Multiples of 3, Multiples of 5, Perfect squares',
      'Multiples of 4 ~ Multiples of 3, Multiples of 5, Multiples of 6, Multiples of 10, Perfect squares',
      'Multiples of 6 ~ Multiples of 5, Multiples of 10, Perfect squares',
      'Multiples of 3 ~ Multiples of 5, Multiples of 10, Perfect squares',
      'Perfect squares ~ Multiples of 5, Multiples of 10',
    ],
  },
];

type Relation = 'sub' | 'super' | 'overlap' | 'apart';

/** The declared relation of a to b, or undefined when the table does not say. */
function declaredRelation(domain: Domain, a: string, b: string): Relation | undefined {
  for (const line of domain.declared) {
    const group = /^\| (.+)$/.exec(line);
    if (group) {
      const names = (group[1] ?? '').split(', ');
      if (names.includes(a) && names.includes(b)) return 'apart';
      continue;
    }
    const match = /^(.+?) ([>~|]) (.+)$/.exec(line);
    if (!match) continue;
    const [, head = '', op, list = ''] = match;
    const names = list.split(', ');
    const linked = (head === a && names.includes(b)) || (head === b && names.includes(a));
    if (!linked) continue;
    if (op === '>') return head === a ? 'super' : 'sub';
    return op === '~' ? 'overlap' : 'apart';
  }
  return undefined;
}

/** The first model: the relation read off the members of the universe. */
function memberRelation(domain: Domain, a: ClassDef, b: ClassDef): Relation {
  let both = false;
  let onlyA = false;
  let onlyB = false;
  for (const member of domain.universe) {
    const inA = a.has(member);
    const inB = b.has(member);
    if (inA && inB) both = true;
    else if (inA) onlyA = true;
    else if (inB) onlyB = true;
  }
  if (!both) return 'apart';
  if (!onlyA && onlyB) return 'sub';
  if (onlyA && !onlyB) return 'super';
  return 'overlap';
}

interface Diagram {
  id: string;
  en: string;
  hi: string;
  /** Non-empty regions with classes 1, 2, 3 as bits 1, 2, 4; several when a region may be empty. */
  regions: readonly (readonly number[])[];
  /** The same picture as relations: rel(i, j) for the classes in the order 1, 2, 3. */
  relations: (rel: (i: number, j: number) => Relation | undefined) => boolean;
}

export const DIAGRAMS: readonly Diagram[] = [
  {
    id: 'nested',
    en: 'Three circles, one inside another',
    hi: 'तीन वृत्त, एक के भीतर दूसरा',
    regions: [[7, 6, 4]],
    relations: (r) => r(1, 2) === 'sub' && r(2, 3) === 'sub' && r(1, 3) === 'sub',
  },
  {
    id: 'separate',
    en: 'Three separate circles',
    hi: 'तीन अलग-अलग वृत्त',
    regions: [[1, 2, 4]],
    relations: (r) => r(1, 2) === 'apart' && r(2, 3) === 'apart' && r(1, 3) === 'apart',
  },
  {
    id: 'two-apart-inside',
    en: 'Two separate circles, both inside a third circle',
    hi: 'दो अलग-अलग वृत्त, दोनों एक तीसरे वृत्त के भीतर',
    regions: [
      [5, 6, 4],
      [5, 6],
    ],
    relations: (r) => r(1, 3) === 'sub' && r(2, 3) === 'sub' && r(1, 2) === 'apart',
  },
  {
    id: 'two-crossing-inside',
    en: 'Two overlapping circles, both inside a third circle',
    hi: 'दो परस्पर काटते वृत्त, दोनों एक तीसरे वृत्त के भीतर',
    regions: [
      [7, 5, 6, 4],
      [7, 5, 6],
    ],
    relations: (r) => r(1, 3) === 'sub' && r(2, 3) === 'sub' && r(1, 2) === 'overlap',
  },
  {
    id: 'all-crossing',
    en: 'Three circles, each overlapping the other two',
    hi: 'तीन वृत्त, प्रत्येक शेष दोनों को काटता है',
    regions: [[1, 2, 3, 4, 5, 6, 7]],
    relations: (r) => r(1, 2) === 'overlap' && r(2, 3) === 'overlap' && r(1, 3) === 'overlap',
  },
  {
    id: 'inside-and-apart',
    en: 'One circle inside another, and a third circle separate from both',
    hi: 'एक वृत्त दूसरे के भीतर, और तीसरा वृत्त दोनों से अलग',
    regions: [[3, 2, 4]],
    relations: (r) => r(1, 2) === 'sub' && r(2, 3) === 'apart' && r(1, 3) === 'apart',
  },
  {
    id: 'crossing-and-apart',
    en: 'Two overlapping circles, and a third circle separate from both',
    hi: 'दो परस्पर काटते वृत्त, और तीसरा वृत्त दोनों से अलग',
    regions: [[1, 2, 3, 4]],
    relations: (r) => r(1, 2) === 'overlap' && r(1, 3) === 'apart' && r(2, 3) === 'apart',
  },
  {
    id: 'inside-third-crosses-both',
    en: 'One circle inside another, and a third circle overlapping both',
    hi: 'एक वृत्त दूसरे के भीतर, और तीसरा वृत्त दोनों को काटता है',
    regions: [[2, 3, 4, 6, 7]],
    relations: (r) => r(1, 2) === 'sub' && r(1, 3) === 'overlap' && r(2, 3) === 'overlap',
  },
  {
    id: 'inside-third-crosses-outer',
    en: 'One circle inside another, and a third circle overlapping only the outer one',
    hi: 'एक वृत्त दूसरे के भीतर, और तीसरा वृत्त केवल बाहरी वृत्त को काटता है',
    regions: [[2, 3, 4, 6]],
    relations: (r) => r(1, 2) === 'sub' && r(1, 3) === 'apart' && r(2, 3) === 'overlap',
  },
  {
    id: 'chain',
    en: 'Three circles in a chain: the middle one overlaps the other two, which are separate',
    hi: 'श्रृंखला में तीन वृत्त: बीच वाला वृत्त शेष दोनों को काटता है, जो आपस में अलग हैं',
    regions: [
      [1, 2, 3, 4, 6],
      [1, 3, 4, 6],
    ],
    relations: (r) => r(1, 2) === 'overlap' && r(2, 3) === 'overlap' && r(1, 3) === 'apart',
  },
  {
    id: 'inside-common-part',
    en: 'Two overlapping circles, and a third circle inside their common part',
    hi: 'दो परस्पर काटते वृत्त, और तीसरा वृत्त उनके उभयनिष्ठ भाग के भीतर',
    regions: [
      [7, 2, 4],
      [7, 6, 2, 4],
    ],
    relations: (r) => r(1, 2) === 'sub' && r(1, 3) === 'sub' && r(2, 3) === 'overlap',
  },
];

const ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** Model 1: which regions of the three circles have members, matched against each picture in every labelling. */
export function diagramByRegions(domain: Domain, classes: readonly ClassDef[]): string[] {
  const found = new Set<string>();
  for (const order of ORDERS) {
    const occupied = new Set<number>();
    for (const member of domain.universe) {
      const mask = order.reduce(
        (bits, classIndex, bit) => bits | (classes[classIndex]?.has(member) ? 1 << bit : 0),
        0,
      );
      if (mask) occupied.add(mask);
    }
    for (const diagram of DIAGRAMS) {
      if (
        diagram.regions.some(
          (regions) => regions.length === occupied.size && regions.every((r) => occupied.has(r)),
        )
      )
        found.add(diagram.id);
    }
  }
  return [...found];
}

/** Model 2: the picture read from the hand-written relations, in every labelling. */
export function diagramByDeclared(domain: Domain, names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const order of ORDERS) {
    const rel = (i: number, j: number) =>
      declaredRelation(domain, names[order[i - 1] ?? 0] ?? '', names[order[j - 1] ?? 0] ?? '');
    for (const diagram of DIAGRAMS) if (diagram.relations(rel)) found.add(diagram.id);
  }
  return [...found];
}

function relationLine(domain: Domain, a: ClassDef, b: ClassDef) {
  const lower = (text: string) => (domain.places ? text : text.toLowerCase());
  const r = memberRelation(domain, a, b);
  const [x, y] = r === 'super' ? [b, a] : [a, b];
  if (r === 'sub' || r === 'super') {
    return domain.places
      ? { en: `${x.en} is in ${y.en}.`, hi: `${x.hi}, ${y.hi} में है।` }
      : { en: `All ${lower(x.en)} are ${lower(y.en)}.`, hi: `सभी ${x.hi} ${y.hi} हैं।` };
  }
  if (r === 'overlap')
    return {
      en: `Some ${lower(a.en)} are ${lower(b.en)}, and each class has members outside the other.`,
      hi: `कुछ ${a.hi} ${b.hi} हैं, और दोनों वर्गों में एक-दूसरे से बाहर के सदस्य भी हैं।`,
    };
  return {
    en: `${a.en} and ${lower(b.en)} have nothing in common.`,
    hi: `${a.hi} और ${b.hi} पूर्णतः अलग वर्ग हैं; इनमें कुछ भी उभयनिष्ठ नहीं।`,
  };
}

/** Classes whose members a learner can fairly argue about; kept in the model, left out of questions. */
const ARGUABLE = new Set(['Girls']);

function classQuestion(
  random: SeededRandom,
  used: Map<string, number>,
  cap: number,
  asked: Set<string>,
): PuzzleQuestion | undefined {
  const domain = random.pick(DOMAINS);
  const classes = random.shuffle(domain.classes).slice(0, 3);
  if (classes.length < 3) return undefined;
  const names = classes.map((c) => c.en);
  // "Girls" is argued both ways (a young woman engineer is called a girl too): never asked.
  if (names.some((name) => ARGUABLE.has(name))) return undefined;
  const byRegions = diagramByRegions(domain, classes);
  const byDeclared = diagramByDeclared(domain, names);
  // Both models must name one and the same picture.
  if (byRegions.length !== 1 || byDeclared.length !== 1 || byRegions[0] !== byDeclared[0]) return undefined;
  const diagram = DIAGRAMS.find((d) => d.id === byRegions[0]);
  if (!diagram || (used.get(diagram.id) ?? 0) >= cap) return undefined;
  const [a, b, c] = classes as [ClassDef, ClassDef, ClassDef];
  const entity = `classes:${[...names].sort().join(',')}`;
  if (asked.has(entity)) return undefined;
  asked.add(entity);
  used.set(diagram.id, (used.get(diagram.id) ?? 0) + 1);
  const lines = [relationLine(domain, a, b), relationLine(domain, b, c), relationLine(domain, a, c)];
  const others = random.shuffle(DIAGRAMS.filter((d) => d !== diagram)).map((d) => d.en);
  const hindiOf = new Map(DIAGRAMS.map((d) => [d.en, d.hi]));
  const hard = diagram.id.startsWith('inside-') || diagram.id === 'chain' || diagram.id === 'all-crossing';
  return {
    entity,
    stem: `Which diagram best represents the relationship between the following classes?\n${names.join(', ')}`,
    answer: diagram.en,
    distractors: others,
    explanation: [...lines.map((line) => line.en), `So the diagram is: ${diagram.en}`].join('\n'),
    difficulty: hard ? 'hard' : domain.id === 'numbers' ? 'medium' : 'easy',
    isTrue: (option) => DIAGRAMS.find((d) => d.en === option)?.id === byDeclared[0],
    hindi: {
      stem: `निम्नलिखित वर्गों के बीच संबंध को कौन-सा आरेख सबसे अच्छा दर्शाता है?\n${classes.map((x) => x.hi).join(', ')}`,
      explanation: [...lines.map((line) => line.hi), `अतः आरेख: ${diagram.hi}`].join('\n'),
      optionHi: (option) => hindiOf.get(option) ?? option,
    },
  };
}

interface Context {
  group: string;
  /** Oblique ("विद्यार्थियों के समूह में") and direct ("कितने विद्यार्थी") forms. */
  groupHi: string;
  groupHiDirect: string;
  sets: readonly (readonly [en: string, hi: string])[];
}

const CONTEXTS: readonly Context[] = [
  {
    group: 'students',
    groupHi: 'विद्यार्थियों',
    groupHiDirect: 'विद्यार्थी',
    sets: [
      ['study Hindi', 'हिंदी पढ़ते हैं'],
      ['study English', 'अंग्रेज़ी पढ़ते हैं'],
      ['study Sanskrit', 'संस्कृत पढ़ते हैं'],
    ],
  },
  {
    group: 'people',
    groupHi: 'व्यक्तियों',
    groupHiDirect: 'व्यक्ति',
    sets: [
      ['like tea', 'चाय पसंद करते हैं'],
      ['like coffee', 'कॉफ़ी पसंद करते हैं'],
      ['like milk', 'दूध पसंद करते हैं'],
    ],
  },
  {
    group: 'players',
    groupHi: 'खिलाड़ियों',
    groupHiDirect: 'खिलाड़ी',
    sets: [
      ['play cricket', 'क्रिकेट खेलते हैं'],
      ['play football', 'फ़ुटबॉल खेलते हैं'],
      ['play hockey', 'हॉकी खेलते हैं'],
    ],
  },
];

const verbOf = (text: string) => text.split(' ')[0] ?? '';
const objectOf = (text: string) => text.split(' ').slice(1).join(' ');
/** "हिंदी पढ़ते हैं" → object "हिंदी", verb "पढ़ते हैं"; "चाय पसंद करते हैं" → "चाय", "पसंद करते हैं". */
const objectHi = (text: string) => text.split(' ')[0] ?? '';
const verbHi = (text: string) => text.split(' ').slice(1).join(' ');

/** Two groups: how many are in both, or in one only, from the totals. */
function twoSetQuestion(random: SeededRandom): PuzzleQuestion | undefined {
  const context = random.pick(CONTEXTS);
  const [[aEn, aHi], [bEn, bHi]] = [context.sets[0], context.sets[1]] as [
    readonly [string, string],
    readonly [string, string],
  ];
  const onlyA = random.int(5, 40);
  const onlyB = random.int(5, 40);
  const both = random.int(3, 30);
  const neither = random.pick([0, random.int(2, 15)]);
  const total = onlyA + onlyB + both + neither;
  const a = onlyA + both;
  const b = onlyB + both;
  const ask = random.pick(['both', 'both', 'only-a']);
  const neitherEn = neither
    ? `${neither} ${verbOf(aEn)} neither.`
    : 'Every one of them is in at least one of the two groups.';
  const neitherHi = neither
    ? `${neither} ${context.groupHiDirect} इन दोनों में से किसी में शामिल नहीं हैं।`
    : 'प्रत्येक कम से कम एक समूह में है।';
  const intro = `In a group of ${total} ${context.group}, ${a} ${aEn} and ${b} ${bEn}. ${neitherEn}`;
  const introHi = `${total} ${context.groupHi} के एक समूह में, ${a} ${aHi} और ${b} ${bHi}। ${neitherHi}`;
  const atLeastOne = total - neither;
  // The check: try every possible size of the common part and keep those that fit all the totals.
  const fits = (k: number) => a + b - k + neither === total;
  const solvedBoth = Array.from({ length: Math.min(a, b) + 1 }, (_, k) => k).filter(fits);
  const steps = [
    neither
      ? `In at least one group: ${total} − ${neither} = ${atLeastOne}.`
      : `In at least one group: ${atLeastOne}.`,
    `Both = ${a} + ${b} − ${atLeastOne} = ${both}.`,
  ];
  const stepsHi = [
    neither ? `कम से कम एक समूह में: ${total} − ${neither} = ${atLeastOne}।` : `कम से कम एक समूह में: ${atLeastOne}।`,
    `दोनों = ${a} + ${b} − ${atLeastOne} = ${both}।`,
  ];
  if (ask === 'both') {
    return {
      entity: `two:${context.group}:${total}:${a}:${b}:${neither}:both`,
      stem: `${intro}\nHow many ${verbOf(aEn)} both ${objectOf(aEn)} and ${objectOf(bEn)}?`,
      answer: String(both),
      distractors: [a + b - total, onlyA, onlyB, both + neither, both + 2, both - 2, both + 5]
        .filter((v) => v > 0)
        .map(String),
      explanation: steps.join('\n'),
      difficulty: neither ? 'medium' : 'easy',
      isTrue: (option) => solvedBoth.length === 1 && solvedBoth[0] === Number(option),
      hindi: {
        stem: `${introHi}\nकितने ${context.groupHiDirect} ${objectHi(aHi)} और ${objectHi(bHi)} दोनों ${verbHi(aHi)}?`,
        explanation: stepsHi.join('\n'),
      },
    };
  }
  return {
    entity: `two:${context.group}:${total}:${a}:${b}:${neither}:only-a`,
    stem: `${intro}\nHow many ${verbOf(aEn)} only ${objectOf(aEn)}?`,
    answer: String(onlyA),
    distractors: [a, both, onlyB, onlyA + neither, onlyA + 2, onlyA - 2].filter((v) => v > 0).map(String),
    explanation: [...steps, `Only ${objectOf(aEn)} = ${a} − ${both} = ${onlyA}.`].join('\n'),
    difficulty: 'medium',
    isTrue: (option) => solvedBoth.length === 1 && a - (solvedBoth[0] ?? -1) === Number(option),
    hindi: {
      stem: `${introHi}\nकितने ${context.groupHiDirect} केवल ${aHi}?`,
      explanation: [...stepsHi, `केवल ${objectHi(aHi)} = ${a} − ${both} = ${onlyA}।`].join('\n'),
    },
  };
}

/** Three groups: how many are in all three, from the totals and the pairwise overlaps. */
function threeSetQuestion(random: SeededRandom): PuzzleQuestion | undefined {
  const context = random.pick(CONTEXTS);
  const [[aEn, aHi], [bEn, bHi], [cEn, cHi]] = context.sets as [
    readonly [string, string],
    readonly [string, string],
    readonly [string, string],
  ];
  // Regions: only a, only b, only c, a&b only, b&c only, c&a only, all three.
  const [oa, ob, oc, ab, bc, ca] = Array.from({ length: 6 }, () => random.int(2, 20)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const all = random.int(1, 12);
  const a = oa + ab + ca + all;
  const b = ob + ab + bc + all;
  const c = oc + bc + ca + all;
  const pAB = ab + all;
  const pBC = bc + all;
  const pCA = ca + all;
  const total = oa + ob + oc + ab + bc + ca + all;
  const sum = a + b + c - pAB - pBC - pCA;
  // The check: every size of the common part, kept when every region stays non-negative and the total fits.
  const fits = (t: number) =>
    [a - pAB - pCA + t, b - pAB - pBC + t, c - pBC - pCA + t, pAB - t, pBC - t, pCA - t, t].every(
      (v) => v >= 0,
    ) && a + b + c - pAB - pBC - pCA + t === total;
  const solved = Array.from({ length: Math.min(pAB, pBC, pCA) + 1 }, (_, t) => t).filter(fits);
  const [x, y, z] = [objectOf(aEn), objectOf(bEn), objectOf(cEn)];
  const [xh, yh, zh] = [objectHi(aHi), objectHi(bHi), objectHi(cHi)];
  const verb = verbOf(aEn);
  const vh = verbHi(aHi);
  const stem =
    `In a group of ${total} ${context.group}, every one is in at least one of three groups: ` +
    `${a} ${verb} ${x}, ${b} ${verb} ${y} and ${c} ${verb} ${z}; ${pAB} ${verb} both ${x} and ${y}, ` +
    `${pBC} both ${y} and ${z}, and ${pCA} both ${z} and ${x}.\nHow many ${verb} all three?`;
  const stemHi =
    `${total} ${context.groupHi} के एक समूह में प्रत्येक कम से कम एक समूह में है: ${a} ${xh} ${vh}, ${b} ${yh} ${vh} और ${c} ${zh} ${vh}; ` +
    `${pAB} ${xh} और ${yh} दोनों, ${pBC} ${yh} और ${zh} दोनों, तथा ${pCA} ${zh} और ${xh} दोनों ${vh}।\nकितने ${context.groupHiDirect} तीनों ${vh}?`;
  return {
    entity: `three:${context.group}:${a}:${b}:${c}:${pAB}:${pBC}:${pCA}:${total}`,
    stem,
    answer: String(all),
    // "Exactly two" counts and the usual slips of one.
    distractors: [ab, all * 2, all + 1, bc, all - 1, all + 2, ca].filter((v) => v > 0).map(String),
    explanation: `Total = A + B + C − (A∩B) − (B∩C) − (C∩A) + (A∩B∩C).\n${total} = ${a} + ${b} + ${c} − ${pAB} − ${pBC} − ${pCA} + x = ${sum} + x, so x = ${all}.`,
    difficulty: 'hard',
    isTrue: (option) => solved.length === 1 && solved[0] === Number(option),
    hindi: {
      stem: stemHi,
      explanation: `कुल = A + B + C − (A∩B) − (B∩C) − (C∩A) + (A∩B∩C)।\n${total} = ${a} + ${b} + ${c} − ${pAB} − ${pBC} − ${pCA} + x = ${sum} + x, अतः x = ${all}।`,
    },
  };
}

export const vennDiagrams: TopicGenerator = {
  topic: { id: 'venn-diagrams', categoryId: 'verbal-reasoning', name: 'Venn Diagrams', nameHi: 'वेन आरेख' },
  generate: () => {
    const random = new SeededRandom('venn-diagrams');
    const used = new Map<string, number>();
    const asked = new Set<string>();
    const classes = puzzleCandidates(
      vennDiagrams.topic,
      'venn-diagrams',
      draws(40000, () => classQuestion(random, used, 14, asked)),
      100,
    );
    const numeric = puzzleCandidates(
      vennDiagrams.topic,
      'venn-diagrams',
      draws(5000, () => (random.next() < 0.6 ? twoSetQuestion(random) : threeSetQuestion(random))),
      100,
    );
    return [...classes, ...numeric];
  },
};

/** The picture both models give for three classes of one domain (for tests and review). */
export function diagramsFor(names: readonly string[]): { byMembers: string[]; byDeclared: string[] } {
  const domain = DOMAINS.find((d) => names.every((name) => d.classes.some((c) => c.en === name)));
  if (!domain) return { byMembers: [], byDeclared: [] };
  const classes = names.map((name) => domain.classes.find((c) => c.en === name) as ClassDef);
  return { byMembers: diagramByRegions(domain, classes), byDeclared: diagramByDeclared(domain, names) };
}
