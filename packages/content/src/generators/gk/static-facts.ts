import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import {
  type ImportantDay,
  importantDaySchema,
  loadFactTable,
  siUnitSchema,
  vitaminSchema,
} from '../../sources/fact-tables.ts';
import { factQuestions } from '../fact-questions.ts';

const MONTHS_HI: Record<string, string> = {
  January: 'जनवरी',
  February: 'फरवरी',
  March: 'मार्च',
  April: 'अप्रैल',
  May: 'मई',
  June: 'जून',
  July: 'जुलाई',
  August: 'अगस्त',
  September: 'सितंबर',
  October: 'अक्तूबर',
  November: 'नवंबर',
  December: 'दिसंबर',
};

/** "12 January" -> "12 जनवरी". */
function dateHi(date: string): string | undefined {
  const [day, month] = date.split(' ');
  const monthHi = month === undefined ? undefined : MONTHS_HI[month];
  return monthHi === undefined ? undefined : `${day} ${monthHi}`;
}

/** Hindi verbs agree with the day's name: "दिवस मनाया जाता है", but "जयंती मनाई जाती है". */
function observedHi(dayHi: string): string {
  return dayHi.endsWith('जयंती') ? 'मनाई जाती है' : 'मनाया जाता है';
}

const noteOf = (day: ImportantDay) => (day.note ? ` ${day.note}` : '');
const noteHiOf = (day: ImportantDay) => (day.noteHi ? ` ${day.noteHi}` : '');

/** Looks up the Hindi form of an English option in the table it came from. */
function hindiOf<R>(rows: readonly R[], english: (row: R) => string, hindi: (row: R) => string) {
  const forms = new Map(rows.map((row) => [english(row), hindi(row)]));
  return (option: string) => forms.get(option);
}

const IMPORTANT_DAYS: TopicDefinition = {
  id: 'important-days',
  categoryId: 'static-gk',
  name: 'Important Days',
  nameHi: 'महत्वपूर्ण दिवस',
};
const SCIENCE_BASICS: TopicDefinition = {
  id: 'si-units-and-vitamins',
  categoryId: 'general-science',
  name: 'SI Units and Vitamins',
  nameHi: 'एसआई इकाइयाँ और विटामिन',
};

export const staticFactGenerators: TopicGenerator[] = [
  {
    topic: IMPORTANT_DAYS,
    generate: () => {
      const days = loadFactTable('important-days', importantDaySchema);
      const dates = days.map((day) => day.date);
      const onDate = (date: string) => days.filter((day) => day.date === date).map((day) => day.day);
      const dayHi = hindiOf(
        days,
        (day) => day.day,
        (day) => day.dayHi,
      );
      return [
        ...factQuestions({
          topic: IMPORTANT_DAYS,
          generator: 'important-day',
          template: 'date-of-day',
          dataset: 'facts/important-days.json',
          entities: days,
          entityKey: (day) => day.day,
          correct: (day) => day.date,
          isTrue: (day, option) => day.date === option,
          pool: dates,
          stem: (day) => `On which date is ${day.day} observed?`,
          explanation: (day) => `${day.day} is observed every year on ${day.date}.${noteOf(day)}`,
          difficulty: () => 'medium',
          hindi: {
            stem: (day) => `${day.dayHi} प्रतिवर्ष किस तारीख को ${observedHi(day.dayHi)}?`,
            option: dateHi,
            explanation: (day, date) =>
              `${day.dayHi} प्रतिवर्ष ${date} को ${observedHi(day.dayHi)}।${noteHiOf(day)}`,
          },
        }),
        ...factQuestions({
          topic: IMPORTANT_DAYS,
          generator: 'important-day',
          template: 'day-on-date',
          dataset: 'facts/important-days.json',
          entities: days.filter((day) => onDate(day.date).length === 1),
          entityKey: (day) => day.day,
          correct: (day) => day.day,
          isTrue: (day, option) => onDate(day.date).includes(option),
          pool: days.map((day) => day.day),
          stem: (day) => `Which day is observed on ${day.date}?`,
          explanation: (day) => `${day.date} is ${day.day}.${noteOf(day)}`,
          difficulty: () => 'medium',
          hindi: {
            stem: (day) => `प्रतिवर्ष ${dateHi(day.date)} को क्या मनाया जाता है?`,
            option: dayHi,
            explanation: (day) =>
              `प्रतिवर्ष ${dateHi(day.date)} को ${day.dayHi} ${observedHi(day.dayHi)}।${noteHiOf(day)}`,
          },
        }),
      ];
    },
  },
  {
    topic: SCIENCE_BASICS,
    generate: () => {
      const units = loadFactTable('si-units', siUnitSchema);
      const vitamins = loadFactTable('vitamin-deficiencies', vitaminSchema);
      const common = { topic: SCIENCE_BASICS, difficulty: () => 'easy' as const };
      const unitHi = hindiOf(
        units,
        (row) => row.unit,
        (row) => row.unitHi,
      );
      const quantityHi = hindiOf(
        units,
        (row) => row.quantity,
        (row) => row.quantityHi,
      );
      const diseaseHi = hindiOf(
        vitamins,
        (row) => row.disease,
        (row) => row.diseaseHi,
      );
      const vitaminHi = hindiOf(
        vitamins,
        (row) => row.vitamin,
        (row) => row.vitaminHi,
      );
      return [
        ...factQuestions({
          ...common,
          generator: 'si-unit',
          template: 'unit-of-quantity',
          dataset: 'facts/si-units.json',
          entities: units,
          entityKey: (row) => row.quantity,
          correct: (row) => row.unit,
          isTrue: (row, option) => row.unit === option,
          pool: units.map((row) => row.unit),
          stem: (row) => `What is the SI unit of ${row.quantity}?`,
          explanation: (row) => `The SI unit of ${row.quantity} is the ${row.unit}.`,
          difficulty: (row) => row.difficulty,
          hindi: {
            stem: (row) => `${row.quantityHi} का SI मात्रक क्या है?`,
            option: unitHi,
            explanation: (row) => `${row.quantityHi} का SI मात्रक ${row.unitHi} है।`,
          },
        }),
        ...factQuestions({
          ...common,
          generator: 'si-unit',
          template: 'quantity-of-unit',
          dataset: 'facts/si-units.json',
          entities: units,
          entityKey: (row) => row.quantity,
          correct: (row) => row.quantity,
          isTrue: (row, option) => row.quantity === option,
          pool: units.map((row) => row.quantity),
          stem: (row) => `The ${row.unit} is the SI unit of which quantity?`,
          explanation: (row) => `The ${row.unit} measures ${row.quantity}.`,
          difficulty: (row) => row.difficulty,
          hindi: {
            stem: (row) => `${row.unitHi} किस भौतिक राशि का SI मात्रक है?`,
            option: quantityHi,
            explanation: (row) => `${row.unitHi}, ${row.quantityHi} का SI मात्रक है।`,
          },
        }),
        ...factQuestions({
          ...common,
          generator: 'vitamin',
          template: 'deficiency-disease',
          dataset: 'facts/vitamin-deficiencies.json',
          entities: vitamins,
          entityKey: (row) => row.vitamin,
          correct: (row) => row.disease,
          isTrue: (row, option) => row.disease === option,
          pool: vitamins.map((row) => row.disease),
          stem: (row) => `A deficiency of ${row.vitamin} causes which disease?`,
          explanation: (row) => `${row.disease} is caused by a lack of ${row.vitamin}.`,
          hindi: {
            stem: (row) => `${row.vitaminHi} की कमी से कौन-सा रोग होता है?`,
            option: diseaseHi,
            explanation: (row) => `${row.diseaseHi} रोग ${row.vitaminHi} की कमी से होता है।`,
          },
        }),
        ...factQuestions({
          ...common,
          generator: 'vitamin',
          template: 'vitamin-of-disease',
          dataset: 'facts/vitamin-deficiencies.json',
          entities: vitamins,
          entityKey: (row) => row.vitamin,
          correct: (row) => row.vitamin,
          isTrue: (row, option) => row.vitamin === option,
          pool: vitamins.map((row) => row.vitamin),
          stem: (row) => `${row.disease} is caused by a deficiency of which vitamin?`,
          explanation: (row) => `${row.disease} is caused by a lack of ${row.vitamin}.`,
          hindi: {
            stem: (row) => `${row.diseaseHi} रोग किस विटामिन की कमी से होता है?`,
            option: vitaminHi,
            explanation: (row) => `${row.diseaseHi} रोग ${row.vitaminHi} की कमी से होता है।`,
          },
        }),
      ];
    },
  },
];
