import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { loadFactTable, type SportsTrophy, sportsTrophySchema } from '../../sources/fact-tables.ts';
import { factQuestions, firstPerValue, sentenceCase } from '../fact-questions.ts';

const SPORTS_TROPHIES: TopicDefinition = {
  id: 'sports-trophies',
  categoryId: 'awards-and-sports',
  name: 'Sports Trophies and Cups',
  nameHi: 'खेल ट्रॉफियाँ और कप',
};

const DATASET = 'facts/sports-trophies.json';

/** Sports that share a name in everyday speech ("football", "hockey") are never offered against each other. */
const SPORT_FAMILIES: readonly (readonly string[])[] = [
  ['football', 'American football', 'rugby union'],
  ['field hockey', 'ice hockey'],
];

function sameSportFamily(a: string, b: string): boolean {
  return a === b || SPORT_FAMILIES.some((family) => family.includes(a) && family.includes(b));
}

/** "the Durand Cup", but "the Ashes" for "The Ashes". */
function theTrophy(trophy: string): string {
  return trophy.startsWith('The ') ? `the ${trophy.slice(4)}` : `the ${trophy}`;
}

const noteOf = (trophy: SportsTrophy) => (trophy.note ? ` ${trophy.note}` : '');
const noteHiOf = (trophy: SportsTrophy) => (trophy.noteHi ? ` ${trophy.noteHi}` : '');

function candidates() {
  const trophies = loadFactTable('sports-trophies', sportsTrophySchema);
  const contested = trophies.filter(
    (trophy): trophy is SportsTrophy & { contestedBy: string } => trophy.contestedBy !== undefined,
  );
  const hindiOf = (
    english: (row: SportsTrophy) => string | undefined,
    hindi: (row: SportsTrophy) => string | undefined,
  ) => {
    const forms = new Map(trophies.map((row) => [english(row), hindi(row)]));
    return (option: string) => forms.get(option);
  };
  const sportHi = hindiOf(
    (row) => sentenceCase(row.sport),
    (row) => row.sportHi,
  );
  const trophyHi = hindiOf(
    (row) => row.trophy,
    (row) => row.trophyHi,
  );
  const teamsHi = hindiOf(
    (row) => row.contestedBy,
    (row) => row.contestedByHi,
  );
  const common = { topic: SPORTS_TROPHIES, generator: 'sports-trophy', dataset: DATASET };
  return [
    ...factQuestions({
      ...common,
      template: 'sport-of-trophy',
      entities: trophies,
      entityKey: (trophy) => trophy.trophy,
      correct: (trophy) => sentenceCase(trophy.sport),
      isTrue: (trophy, option) =>
        trophies.some(
          (other) => sentenceCase(other.sport) === option && sameSportFamily(trophy.sport, other.sport),
        ),
      pool: [...new Set(trophies.map((trophy) => sentenceCase(trophy.sport)))],
      stem: (trophy) => `In which sport is ${theTrophy(trophy.trophy)} contested?`,
      explanation: (trophy) =>
        `${sentenceCase(theTrophy(trophy.trophy))} is a ${trophy.sport} trophy.${noteOf(trophy)}`,
      difficulty: () => 'medium',
      hindi: {
        stem: (trophy) => `${trophy.trophyHi} किस खेल से संबंधित है?`,
        option: sportHi,
        explanation: (trophy) => `${trophy.trophyHi} ${trophy.sportHi} की ट्रॉफी है।${noteHiOf(trophy)}`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'trophy-of-sport',
      entities: firstPerValue(trophies, (trophy) => trophy.sport),
      entityKey: (trophy) => trophy.sport,
      correct: (trophy) => trophy.trophy,
      isTrue: (trophy, option) =>
        trophies.some((other) => other.trophy === option && sameSportFamily(other.sport, trophy.sport)),
      pool: trophies.map((trophy) => trophy.trophy),
      stem: (trophy) => `Which of these trophies is contested in ${trophy.sport}?`,
      explanation: (trophy) =>
        `${sentenceCase(theTrophy(trophy.trophy))} is a ${trophy.sport} trophy.${noteOf(trophy)}`,
      difficulty: () => 'easy',
      hindi: {
        stem: (trophy) => `इनमें से कौन-सी ट्रॉफी ${trophy.sportHi} से संबंधित है?`,
        option: trophyHi,
        explanation: (trophy) => `${trophy.trophyHi} ${trophy.sportHi} की ट्रॉफी है।${noteHiOf(trophy)}`,
      },
    }),
    ...factQuestions({
      ...common,
      template: 'teams-of-trophy',
      entities: contested,
      entityKey: (trophy) => trophy.trophy,
      correct: (trophy) => trophy.contestedBy,
      isTrue: (trophy, option) => option === trophy.contestedBy,
      pool: contested.map((trophy) => trophy.contestedBy),
      stem: (trophy) => `Which two teams play for ${theTrophy(trophy.trophy)} in cricket?`,
      explanation: (trophy) =>
        `${sentenceCase(theTrophy(trophy.trophy))} is contested between ${trophy.contestedBy}.${noteOf(trophy)}`,
      difficulty: () => 'medium',
      hindi: {
        stem: (trophy) => `क्रिकेट में ${trophy.trophyHi} के लिए कौन-सी दो टीमें खेलती हैं?`,
        option: teamsHi,
        explanation: (trophy) =>
          trophy.contestedByHi
            ? `${trophy.trophyHi} के लिए ${trophy.contestedByHi} के बीच मुकाबला होता है।`
            : undefined,
      },
    }),
  ];
}

export const sportsTrophyGenerators: TopicGenerator[] = [{ topic: SPORTS_TROPHIES, generate: candidates }];
