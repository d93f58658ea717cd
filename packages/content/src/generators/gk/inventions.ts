import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { type Invention, inventionSchema, loadFactTable } from '../../sources/fact-tables.ts';
import { factQuestions, firstPerValue, sentenceCase } from '../fact-questions.ts';

const INVENTIONS: TopicDefinition = {
  id: 'inventions-and-discoveries',
  categoryId: 'general-science',
  name: 'Inventions and Discoveries',
  nameHi: 'आविष्कार और खोजें',
};

const DATASET = 'facts/inventions.json';

/** "The Wright brothers" reads "the Wright brothers" mid-sentence. */
function midSentence(name: string): string {
  return name.startsWith('The ') ? `the ${name.slice(4)}` : name;
}

/** "Marie and Pierre Curie", "The Lumière brothers": two people. */
function isPlural(name: string): boolean {
  return name.includes(' and ') || name.endsWith(' brothers');
}

/** The same achievement, or one of its group (Planck's quanta and Einstein's photons). */
function closeTo(row: Invention, other: Invention): boolean {
  return other.achievement === row.achievement || (row.group !== undefined && other.group === row.group);
}

/**
 * "डायनामाइट का आविष्कार" -> "डायनामाइट के आविष्कार", as it reads before "का श्रेय": a phrase whose
 * last genitive is "का" ends in a masculine noun, which Hindi puts in the oblique case there.
 */
function obliqueHi(phrase: string): string {
  return phrase.replace(/ का (?!.* (?:का|की|के) )/, ' के ');
}

function candidates() {
  const rows = loadFactTable('inventions', inventionSchema);
  const common = { topic: INVENTIONS, generator: 'invention', dataset: DATASET };
  const explanation = (row: (typeof rows)[number]) =>
    `${row.by} ${isPlural(row.by) ? 'are' : 'is'} credited with ${row.achievement}.`;
  const explanationHi = (row: Invention) =>
    `${obliqueHi(row.achievementHi)} का श्रेय ${row.byHi} को दिया जाता है।`;
  const byHi = new Map(rows.map((row) => [row.by, row.byHi]));
  const achievementHi = new Map(rows.map((row) => [sentenceCase(row.achievement), row.achievementHi]));
  return [
    ...factQuestions({
      ...common,
      template: 'person-of-achievement',
      entities: rows,
      entityKey: (row) => row.achievement,
      correct: (row) => row.by,
      isTrue: (row, option) => rows.some((other) => other.by === option && closeTo(row, other)),
      pool: [...new Set(rows.map((row) => row.by))],
      stem: (row) => `Who is credited with ${row.achievement}?`,
      explanation,
      difficulty: () => 'medium',
      hindi: {
        stem: (row) => `${obliqueHi(row.achievementHi)} का श्रेय किसे दिया जाता है?`,
        option: (option) => byHi.get(option),
        explanation: explanationHi,
      },
    }),
    // Asked once per person; any of the person's rows (Einstein has two) counts as right.
    ...factQuestions({
      ...common,
      template: 'achievement-of-person',
      entities: firstPerValue(rows, (row) => row.by),
      entityKey: (row) => row.by,
      correct: (row) => sentenceCase(row.achievement),
      isTrue: (row, option) =>
        rows.some(
          (other) =>
            sentenceCase(other.achievement) === option &&
            rows.some((own) => own.by === row.by && closeTo(own, other)),
        ),
      pool: rows.map((row) => sentenceCase(row.achievement)),
      stem: (row) => `Which of these achievements is credited to ${midSentence(row.by)}?`,
      explanation,
      difficulty: () => 'medium',
      // The person's achievement asked the other way round is the same fact.
      factKey: (row) => `invention:${row.achievement}`,
      hindi: {
        stem: (row) => `इनमें से किस उपलब्धि का श्रेय ${row.byHi} को दिया जाता है?`,
        option: (option) => achievementHi.get(option),
        explanation: explanationHi,
      },
    }),
  ];
}

export const inventionGenerators: TopicGenerator[] = [{ topic: INVENTIONS, generate: candidates }];
