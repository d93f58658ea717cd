import type { Chart, Drawing, QuestionSet, TableFigure } from '@abhyas/domain';
import type { QuestionLanguage } from '../components/question-language.ts';

const pick = (language: QuestionLanguage, english: string, hindi: string | undefined) =>
  language === 'hi' && hindi ? hindi : english;

export function chartLabels(chart: Chart, language: QuestionLanguage) {
  const categories =
    language === 'hi' && chart.categoriesHi?.length === chart.categories.length
      ? chart.categoriesHi
      : chart.categories;
  return {
    title: pick(language, chart.title, chart.titleHi),
    unit: chart.unit === undefined ? undefined : pick(language, chart.unit, chart.unitHi),
    categories,
    seriesNames: chart.series.map((series) => pick(language, series.name, series.nameHi)),
  };
}

export function tableLabels(table: TableFigure, language: QuestionLanguage) {
  const columns =
    language === 'hi' && table.columnsHi?.length === table.columns.length ? table.columnsHi : table.columns;
  return { title: pick(language, table.title, table.titleHi), columns };
}

export function drawingAlt(drawing: Drawing, language: QuestionLanguage): string {
  return pick(language, drawing.alt, drawing.altHi);
}

export function setTexts(set: QuestionSet, language: QuestionLanguage) {
  return {
    instruction: pick(language, set.instruction, set.instructionHi),
    passage: set.passage === undefined ? undefined : pick(language, set.passage, set.passageHi),
  };
}
