import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { importantDaySchema, loadFactTable, siUnitSchema, vitaminSchema } from '../../sources/fact-tables.ts';
import { factQuestions } from '../fact-questions.ts';

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
          explanation: (day) => `${day.day} is observed every year on ${day.date}.`,
          difficulty: () => 'medium',
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
          explanation: (day) => `${day.date} is ${day.day}.`,
          difficulty: () => 'medium',
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
        }),
      ];
    },
  },
];
