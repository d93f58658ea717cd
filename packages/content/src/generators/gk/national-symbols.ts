import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { loadFactTable, type NationalSymbol, nationalSymbolSchema } from '../../sources/fact-tables.ts';
import { factQuestions, sentenceCase } from '../fact-questions.ts';

const NATIONAL_SYMBOLS: TopicDefinition = {
  id: 'national-symbols',
  categoryId: 'static-gk',
  name: 'National Symbols',
  nameHi: 'राष्ट्रीय प्रतीक',
};

const DATASET = 'facts/national-symbols.json';

function candidates() {
  const rows = loadFactTable('national-symbols', nationalSymbolSchema);
  const symbols = rows.filter((row): row is NationalSymbol & { symbol: string } => row.symbol !== undefined);
  const details = rows.filter(
    (row): row is NationalSymbol & { key: string; question: string; fact: string } =>
      row.key !== undefined && row.question !== undefined && row.fact !== undefined,
  );
  const common = { topic: NATIONAL_SYMBOLS, generator: 'national-symbol', dataset: DATASET };
  return [
    // The wrong options are listed per row: a bird is never offered as the national flower.
    ...factQuestions({
      ...common,
      template: 'symbol-answer',
      entities: symbols,
      entityKey: (row) => row.symbol,
      correct: (row) => row.answer,
      isTrue: (row, option) => option === row.answer,
      pool: (row) => row.wrong,
      stem: (row) => `What is the ${row.symbol} of India?`,
      explanation: (row) => `${row.answer} is India's ${row.symbol}.`,
      difficulty: () => 'easy',
    }),
    ...factQuestions({
      ...common,
      template: 'symbol-of-answer',
      entities: symbols,
      entityKey: (row) => row.symbol,
      correct: (row) => sentenceCase(row.symbol),
      isTrue: (row, option) =>
        symbols.some((other) => sentenceCase(other.symbol) === option && other.answer === row.answer),
      pool: symbols.map((row) => sentenceCase(row.symbol)),
      stem: (row) => `${row.answer} is which of India's national symbols?`,
      explanation: (row) => `${row.answer} is India's ${row.symbol}.`,
      difficulty: () => 'easy',
    }),
    ...factQuestions({
      ...common,
      template: 'detail',
      entities: details,
      entityKey: (row) => row.key,
      correct: (row) => row.answer,
      isTrue: (row, option) => option === row.answer,
      pool: (row) => row.wrong,
      stem: (row) => row.question,
      explanation: (row) => row.fact,
      difficulty: () => 'medium',
    }),
  ];
}

export const nationalSymbolGenerators: TopicGenerator[] = [{ topic: NATIONAL_SYMBOLS, generate: candidates }];
