import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { loadFactTable, type NationalPark, nationalParkSchema } from '../../sources/fact-tables.ts';
import { factQuestions, firstPerValue } from '../fact-questions.ts';

const NATIONAL_PARKS: TopicDefinition = {
  id: 'national-parks',
  categoryId: 'indian-geography',
  name: 'National Parks and Tiger Reserves',
  nameHi: 'राष्ट्रीय उद्यान और बाघ अभयारण्य',
};

const DATASET = 'facts/national-parks.json';

/** The parks school textbooks name first; the rest are asked as medium. */
const WELL_KNOWN = new Set([
  'Jim Corbett National Park',
  'Kaziranga National Park',
  'Gir National Park',
  'Sundarbans National Park',
  'Periyar Tiger Reserve',
  'Bandipur National Park',
  'Ranthambore National Park',
  'Kanha National Park',
  'Keoladeo National Park',
]);

function candidates() {
  const parks = loadFactTable('national-parks', nationalParkSchema);
  const known = parks.filter(
    (park): park is NationalPark & { knownFor: string } => park.knownFor !== undefined,
  );
  const common = { topic: NATIONAL_PARKS, generator: 'national-park', dataset: DATASET };
  const stateHi = new Map(parks.map((park) => [park.state, park.stateHi]));
  const parkHi = new Map(parks.map((park) => [park.park, park.parkHi]));
  return [
    ...factQuestions({
      ...common,
      template: 'state-of-park',
      entities: parks,
      entityKey: (park) => park.park,
      correct: (park) => park.state,
      isTrue: (park, option) => option === park.state,
      pool: [...new Set(parks.map((park) => park.state))],
      stem: (park) => `In which State is ${park.park}?`,
      explanation: (park) => `${park.park} is in ${park.state}.`,
      difficulty: (park) => (WELL_KNOWN.has(park.park) ? 'easy' : 'medium'),
      hindi: {
        stem: (park) => `${park.parkHi} किस राज्य में है?`,
        option: (state) => stateHi.get(state),
        explanation: (park) => `${park.parkHi} ${park.stateHi} में है।`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'park-in-state',
      entities: firstPerValue(parks, (park) => park.state),
      entityKey: (park) => park.state,
      correct: (park) => park.park,
      isTrue: (park, option) => parks.some((other) => other.park === option && other.state === park.state),
      pool: parks.map((park) => park.park),
      stem: (park) => `Which of these national parks or tiger reserves is in ${park.state}?`,
      explanation: (park) => `${park.park} is in ${park.state}.`,
      difficulty: () => 'medium',
      hindi: {
        stem: (park) => `इनमें से कौन-सा राष्ट्रीय उद्यान या टाइगर रिज़र्व ${park.stateHi} में है?`,
        option: (name) => parkHi.get(name),
        explanation: (park) => `${park.parkHi} ${park.stateHi} में है।`,
      },
    }),
    // Only parks with a `knownFor` are options here: Kaziranga's rhinoceros also lives in Manas and Orang.
    ...factQuestions({
      ...common,
      template: 'park-known-for',
      entities: known,
      entityKey: (park) => park.park,
      correct: (park) => park.park,
      isTrue: (park, option) => option === park.park,
      pool: known.map((park) => park.park),
      stem: (park) => `Which national park is best known for ${park.knownFor}?`,
      explanation: (park) => `${park.park} in ${park.state} is best known for ${park.knownFor}.`,
      difficulty: () => 'easy',
      hindi: {
        stem: (park) => `कौन-सा राष्ट्रीय उद्यान ${park.knownForHi} के लिए सबसे अधिक जाना जाता है?`,
        option: (name) => parkHi.get(name),
        explanation: (park) =>
          `${park.stateHi} का ${park.parkHi} ${park.knownForHi} के लिए सबसे अधिक जाना जाता है।`,
      },
    }),
  ];
}

export const nationalParkGenerators: TopicGenerator[] = [{ topic: NATIONAL_PARKS, generate: candidates }];
