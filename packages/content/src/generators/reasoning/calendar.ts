import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Zeller's congruence, so the check does not rely on the Date object used to build the question. */
function zellerDay(year: number, month: number, day: number): string {
  const m = month < 3 ? month + 12 : month;
  const y = month < 3 ? year - 1 : year;
  const k = y % 100;
  const j = Math.floor(y / 100);
  const h = (day + Math.floor((13 * (m + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  // h: 0 = Saturday, 1 = Sunday, ...
  return DAYS[(h + 6) % 7] ?? '';
}

export const calendarDays: TopicGenerator = {
  topic: { id: 'calendar', categoryId: 'logical-puzzles', name: 'Calendar', nameHi: 'कैलेंडर' },
  generate: () =>
    numericQuestions({
      topic: calendarDays.topic,
      generator: 'calendar-day',
      count: 200,
      drawParams: (random) => ({
        year: random.int(1950, 2030),
        month: random.int(1, 12),
        day: random.int(1, 28),
      }),
      paramsKey: ({ year, month, day }) => `${year}-${month}-${day}`,
      build: ({ year, month, day }) => {
        const date = new Date(Date.UTC(year, month - 1, day));
        const answerIndex = date.getUTCDay();
        const answer = DAYS[answerIndex] ?? '';
        const january1 = DAYS[new Date(Date.UTC(year, 0, 1)).getUTCDay()] ?? '';
        const dayOfYear = Math.round((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
        return {
          stem: `What day of the week was ${day} ${MONTHS[month - 1]} ${year}?`,
          answer,
          mistakes: [
            DAYS[(answerIndex + 1) % 7],
            DAYS[(answerIndex + 6) % 7],
            DAYS[(answerIndex + 2) % 7],
          ].filter((d): d is string => d !== undefined),
          explanation: `1 January ${year} was a ${january1}. ${day} ${MONTHS[month - 1]} is day ${dayOfYear} of the year, ${dayOfYear - 1} days later; ${dayOfYear - 1} = 7 × ${Math.floor((dayOfYear - 1) / 7)} + ${(dayOfYear - 1) % 7}, so the day moves ${(dayOfYear - 1) % 7} on from ${january1} to ${answer}.`,
          difficulty: month <= 2 ? 'medium' : 'hard',
        };
      },
      solve: ({ year, month, day }) => zellerDay(year, month, day),
      fallbackDistractors: () => [],
    }),
};
