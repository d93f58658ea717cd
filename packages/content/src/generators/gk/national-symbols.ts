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

/** "भारत का राष्ट्रीय पशु", but "भारत की राष्ट्रीय नदी": the genitive agrees with the symbol's noun. */
function ofIndiaHi(symbolHi: string): string {
  return symbolHi.endsWith('नदी') ? 'भारत की' : 'भारत का';
}

/** Every English option of the table with its one Hindi form; two Hindi forms of one value stop the build. */
function hindiOptions(rows: readonly NationalSymbol[]): Map<string, string> {
  const forms = new Map<string, string>();
  const add = (english: string, hindi: string) => {
    const known = forms.get(english);
    if (known !== undefined && known !== hindi)
      throw new Error(`national symbols: "${english}" is both "${known}" and "${hindi}" in Hindi`);
    forms.set(english, hindi);
  };
  for (const row of rows) {
    add(row.answer, row.answerHi);
    for (const [index, wrong] of row.wrong.entries()) add(wrong, row.wrongHi[index] ?? '');
    if (row.symbol !== undefined && row.symbolHi !== undefined) add(sentenceCase(row.symbol), row.symbolHi);
  }
  return forms;
}

function candidates() {
  const rows = loadFactTable('national-symbols', nationalSymbolSchema);
  const symbols = rows.filter((row): row is NationalSymbol & { symbol: string } => row.symbol !== undefined);
  const details = rows.filter(
    (row): row is NationalSymbol & { key: string; question: string; fact: string } =>
      row.key !== undefined && row.question !== undefined && row.fact !== undefined,
  );
  const optionsHi = hindiOptions(rows);
  const optionHi = (option: string) => optionsHi.get(option);
  const isSymbolHi = (row: NationalSymbol) =>
    row.symbolHi === undefined ? undefined : `${row.answerHi} ${ofIndiaHi(row.symbolHi)} ${row.symbolHi} है।`;
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
      hindi: {
        stem: (row) => (row.symbolHi ? `${ofIndiaHi(row.symbolHi)} ${row.symbolHi} क्या है?` : undefined),
        option: optionHi,
        explanation: isSymbolHi,
      },
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
      hindi: {
        stem: (row) => `${row.answerHi} भारत का कौन-सा राष्ट्रीय प्रतीक है?`,
        option: optionHi,
        explanation: isSymbolHi,
      },
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
      hindi: {
        stem: (row) => row.questionHi,
        option: optionHi,
        explanation: (row) => row.factHi,
      },
    }),
  ];
}

export const nationalSymbolGenerators: TopicGenerator[] = [{ topic: NATIONAL_SYMBOLS, generate: candidates }];
