import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type IndianState, indianStateSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { factQuestions } from '../fact-questions.ts';

const STATE_CAPITALS: TopicDefinition = {
  id: 'indian-state-capitals',
  categoryId: 'indian-geography',
  name: 'States, Union Territories and Capitals',
  nameHi: 'राज्य, केंद्र शासित प्रदेश और राजधानियाँ',
};

const DATASET = 'facts/indian-states.json';

const KIND_HI: Record<IndianState['kind'], string> = {
  state: 'राज्य',
  'union territory': 'केंद्र शासित प्रदेश',
};

function candidatesFor(states: readonly IndianState[]) {
  const capitals = [...new Set(states.map((state) => state.capital))];
  const stateHi = new Map(states.map((state) => [state.state, state.nameHi]));
  const capitalHi = new Map(states.map((state) => [state.capital, state.capitalHi]));
  const forward = factQuestions({
    topic: STATE_CAPITALS,
    generator: 'indian-state',
    template: 'capital-of-state',
    dataset: DATASET,
    entities: states,
    entityKey: (state) => state.state,
    correct: (state) => state.capital,
    isTrue: (state, option) => state.capital === option,
    pool: capitals,
    stem: (state) => `What is the capital of ${state.state}?`,
    explanation: (state) => `${state.capital} is the capital of the ${state.kind} of ${state.state}.`,
    difficulty: (state) => (state.kind === 'state' ? 'easy' : 'medium'),
    hindi: {
      stem: (state) => `${state.nameHi} की राजधानी क्या है?`,
      option: (capital) => capitalHi.get(capital),
      explanation: (state) => `${state.capitalHi} ${state.nameHi} ${KIND_HI[state.kind]} की राजधानी है।`,
    },
  });
  // A capital shared by two states (Chandigarh) cannot name one state, so it is not asked in reverse.
  const sharedCapitals = new Set(
    capitals.filter((capital) => states.filter((state) => state.capital === capital).length > 1),
  );
  const reverse = factQuestions({
    topic: STATE_CAPITALS,
    generator: 'indian-state',
    template: 'state-of-capital',
    dataset: DATASET,
    entities: states.filter((state) => !sharedCapitals.has(state.capital)),
    entityKey: (state) => state.state,
    correct: (state) => state.state,
    isTrue: (state, option) =>
      states.some((other) => other.state === option && other.capital === state.capital),
    pool: states.map((state) => state.state),
    stem: (state) => `${state.capital} is the capital of which state or union territory?`,
    explanation: (state) => `${state.capital} is the capital of ${state.state}.`,
    difficulty: () => 'easy',
    hindi: {
      stem: (state) => `${state.capitalHi} किस राज्य या केंद्र शासित प्रदेश की राजधानी है?`,
      option: (name) => stateHi.get(name),
      explanation: (state) => `${state.capitalHi} ${state.nameHi} की राजधानी है।`,
    },
  });
  const withYear = states.filter((state) => state.statehoodYear !== undefined);
  const years = [...new Set(withYear.map((state) => String(state.statehoodYear)))];
  const statehood = factQuestions({
    topic: STATE_CAPITALS,
    generator: 'indian-state',
    template: 'statehood-year',
    dataset: DATASET,
    entities: withYear,
    entityKey: (state) => state.state,
    correct: (state) => String(state.statehoodYear),
    isTrue: (state, option) => String(state.statehoodYear) === option,
    pool: [...years, '1950', '1961', '1969', '1980', '1995', '2005'],
    stem: (state) => `In which year did ${state.state} become a full state of India?`,
    explanation: (state) => `${state.state} became a state of India in ${state.statehoodYear}.`,
    difficulty: () => 'hard',
    hindi: {
      stem: (state) => `${state.nameHi} किस वर्ष भारत का पूर्ण राज्य बना?`,
      option: (year) => year,
      explanation: (state) => `${state.nameHi} ${state.statehoodYear} में भारत का राज्य बना।`,
    },
  });
  return [...forward, ...reverse, ...statehood];
}

export const indianStateGenerators: TopicGenerator[] = [
  { topic: STATE_CAPITALS, generate: () => candidatesFor(loadFactTable('indian-states', indianStateSchema)) },
];
