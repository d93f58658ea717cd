import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Dam, damSchema, loadFactTable, riverOriginSchema } from '../../sources/fact-tables.ts';
import { factQuestions, firstPerValue, sentenceCase } from '../fact-questions.ts';

const RIVERS_AND_DAMS: TopicDefinition = {
  id: 'rivers-and-dams',
  categoryId: 'indian-geography',
  name: 'Rivers and Dams',
  nameHi: 'नदियाँ और बाँध',
};

const DAMS = 'facts/rivers-and-dams.json';
const ORIGINS = 'facts/river-origins.json';

/**
 * River systems: a tributary and the river it joins (the Barakar and the Damodar, the Bhima and
 * the Krishna) are never offered against each other, and neither are the Ganga and its headstream
 * the Bhagirathi. Only "on the X" is asked, but a learner should not have to weigh whether a dam
 * on a tributary also counts as being on the main river.
 */
const RIVER_SYSTEMS: readonly (readonly string[])[] = [
  [
    'Ganga',
    'Bhagirathi',
    'Ramganga',
    'Yamuna',
    'Chambal',
    'Banas',
    'Betwa',
    'Son',
    'Rihand',
    'Damodar',
    'Barakar',
  ],
  ['Indus', 'Sutlej', 'Beas', 'Ravi', 'Chenab', 'Jhelum'],
  ['Narmada', 'Tawa'],
  ['Mahanadi', 'Hasdeo'],
  ['Godavari', 'Manjira'],
  ['Krishna', 'Bhima', 'Koyna', 'Tungabhadra'],
  ['Kaveri', 'Kabini', 'Bhavani'],
];

function sameRiverSystem(a: string, b: string): boolean {
  return a === b || RIVER_SYSTEMS.some((system) => system.includes(a) && system.includes(b));
}

/** "सतलुज" -> "सतलुज नदी", but "महानदी" already says it is a river. */
function nadi(riverHi: string): string {
  return riverHi.endsWith('नदी') ? riverHi : `${riverHi} नदी`;
}

/** "Tawa Dam" on the Tawa gives its answer away, so it is asked only about its State. */
function namesItsRiver(dam: Dam): boolean {
  return dam.dam.toLowerCase().includes(dam.river.toLowerCase());
}

function candidates() {
  const dams = loadFactTable('rivers-and-dams', damSchema);
  const origins = loadFactTable('river-origins', riverOriginSchema);
  const common = { topic: RIVERS_AND_DAMS, generator: 'dam' };
  const withState = dams.filter((dam): dam is Dam & { state: string } => dam.state !== undefined);
  const askable = dams.filter((dam) => !namesItsRiver(dam));
  const riverHi = new Map([
    ...dams.map((dam) => [dam.river, dam.riverHi] as const),
    ...origins.map((row) => [row.river, row.riverHi] as const),
  ]);
  const damHi = new Map(dams.map((dam) => [dam.dam, dam.damHi]));
  const stateHi = new Map(withState.map((dam) => [dam.state, dam.stateHi]));
  const originHi = new Map(origins.map((row) => [sentenceCase(row.origin), row.originHi]));
  return [
    ...factQuestions({
      ...common,
      template: 'river-of-dam',
      dataset: DAMS,
      entities: askable,
      entityKey: (dam) => dam.dam,
      correct: (dam) => dam.river,
      isTrue: (dam, option) => sameRiverSystem(dam.river, option),
      pool: [...new Set(dams.map((dam) => dam.river))],
      stem: (dam) => `On which river does the ${dam.dam} stand?`,
      explanation: (dam) =>
        `The ${dam.dam} stands on the ${dam.river}${dam.state ? ` in ${dam.state}` : ''}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (dam) => `${dam.damHi} किस नदी पर बना है?`,
        option: (river) => riverHi.get(river),
        explanation: (dam) =>
          `${dam.damHi}${dam.stateHi ? ` ${dam.stateHi} में` : ''} ${nadi(dam.riverHi)} पर बना है।`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'state-of-dam',
      dataset: DAMS,
      entities: withState,
      entityKey: (dam) => dam.dam,
      correct: (dam) => dam.state,
      isTrue: (dam, option) => option === dam.state,
      pool: [...new Set(withState.map((dam) => dam.state))],
      stem: (dam) => `In which State or Union territory is the ${dam.dam}?`,
      explanation: (dam) => `The ${dam.dam} is in ${dam.state}, on the ${dam.river}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (dam) => `${dam.damHi} किस राज्य या केंद्र शासित प्रदेश में है?`,
        option: (state) => stateHi.get(state),
        explanation: (dam) => `${dam.damHi} ${dam.stateHi} में ${nadi(dam.riverHi)} पर है।`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'dam-on-river',
      dataset: DAMS,
      entities: firstPerValue(askable, (dam) => dam.river),
      entityKey: (dam) => dam.river,
      correct: (dam) => dam.dam,
      // "Ramganga Dam" is not on the Ganga, but its name would make a learner hesitate.
      isTrue: (dam, option) =>
        option.toLowerCase().includes(dam.river.toLowerCase()) ||
        dams.some((other) => other.dam === option && sameRiverSystem(other.river, dam.river)),
      pool: dams.map((dam) => dam.dam),
      stem: (dam) => `Which of these dams stands on the ${dam.river}?`,
      explanation: (dam) => `The ${dam.dam} stands on the ${dam.river}.`,
      difficulty: () => 'hard',
      hindi: {
        stem: (dam) => `इनमें से कौन-सा बाँध ${nadi(dam.riverHi)} पर बना है?`,
        option: (name) => damHi.get(name),
        explanation: (dam) => `${dam.damHi} ${nadi(dam.riverHi)} पर बना है।`,
      },
    }),
    ...factQuestions({
      ...common,
      generator: 'river-origin',
      template: 'origin-of-river',
      dataset: ORIGINS,
      entities: origins,
      entityKey: (row) => row.river,
      correct: (row) => sentenceCase(row.origin),
      isTrue: (row, option) => option === sentenceCase(row.origin),
      pool: [...new Set(origins.map((row) => sentenceCase(row.origin)))],
      stem: (row) => `Where does the ${row.river} rise?`,
      explanation: (row) => `The ${row.river} rises ${row.origin}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (row) => `${nadi(row.riverHi)} का उद्गम कहाँ होता है?`,
        option: (origin) => originHi.get(origin),
        explanation: (row) => `${nadi(row.riverHi)} का उद्गम ${row.originHi} होता है।`,
      },
    }),
    // Rivers sharing a source (the Narmada and the Son) are both right, so neither is a distractor.
    ...factQuestions({
      ...common,
      generator: 'river-origin',
      template: 'river-of-origin',
      dataset: ORIGINS,
      entities: firstPerValue(origins, (row) => row.origin),
      entityKey: (row) => row.origin,
      correct: (row) => row.river,
      isTrue: (row, option) => origins.some((other) => other.river === option && other.origin === row.origin),
      pool: origins.map((row) => row.river),
      stem: (row) => `Which river rises ${row.origin}?`,
      explanation: (row) => `The ${row.river} rises ${row.origin}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (row) => `किस नदी का उद्गम ${row.originHi} होता है?`,
        option: (river) => riverHi.get(river),
        explanation: (row) => `${nadi(row.riverHi)} का उद्गम ${row.originHi} होता है।`,
      },
    }),
  ];
}

export const riversAndDamsGenerators: TopicGenerator[] = [{ topic: RIVERS_AND_DAMS, generate: candidates }];
