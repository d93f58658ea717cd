import type { TopicGenerator } from '../../model/topic-generator.ts';
import { MONTHS, MONTHS_HI } from '../month-names.ts';
import { numericQuestions } from '../numeric-questions.ts';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

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

const DAYS_HI: Record<string, string> = {
  Sunday: 'रविवार',
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
};
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Odd days of 100, 200 and 300 years after a multiple of 400. */
const CENTURY_ODD_DAYS = [0, 5, 3, 1];

const oddDaysEn = (count: number) => `${count} odd day${count === 1 ? '' : 's'}`;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The odd-days method of the coaching books, step by step: the explanation and the day it gives. */
export function oddDays(year: number, month: number, day: number) {
  const completed = year - 1;
  const centuries = Math.floor(completed / 100) * 100;
  const centuryOdd = CENTURY_ODD_DAYS[Math.floor((completed % 400) / 100)] ?? 0;
  const rest = completed % 100;
  const leaps = Math.floor(rest / 4);
  const restOdd = (rest + leaps) % 7;
  const monthDays = MONTH_DAYS.slice(0, month - 1).map((days, i) => (i === 1 && isLeap(year) ? 29 : days));
  const thisYear = monthDays.reduce((sum, days) => sum + days, 0) + day;
  const total = centuryOdd + restOdd + (thisYear % 7);
  const dayName = DAYS[total % 7] ?? '';
  const fourHundreds = Math.floor(centuries / 400) * 400;
  const centuryLine =
    centuries === fourHundreds
      ? `${centuries} years: ${fourHundreds / 400} × 400 years → 0 odd days`
      : `${centuries} years = ${fourHundreds} + ${centuries - fourHundreds}: 0 + ${centuryOdd} = ${oddDaysEn(centuryOdd)}`;
  const centuryLineHi =
    centuries === fourHundreds
      ? `${centuries} वर्ष: ${fourHundreds / 400} × 400 वर्ष → 0 विषम दिन`
      : `${centuries} वर्ष = ${fourHundreds} + ${centuries - fourHundreds}: 0 + ${centuryOdd} = ${centuryOdd} विषम दिन`;
  const restLine =
    rest === 0
      ? undefined
      : {
          en: `Next ${rest === 1 ? `year (${completed})` : `${rest} years (${centuries + 1}–${completed})`}: ${leaps} leap year${leaps === 1 ? '' : 's'}, so ${rest} + ${leaps} = ${rest + leaps} → ${oddDaysEn(restOdd)}`,
          hi: `अगले ${rest === 1 ? `वर्ष (${completed})` : `${rest} वर्ष (${centuries + 1}–${completed})`}: ${leaps} लीप वर्ष, अतः ${rest} + ${leaps} = ${rest + leaps} → ${restOdd} विषम दिन`,
        };
  const sum = monthDays.length ? `${monthDays.join(' + ')} + ${day} = ${thisYear}` : `${day}`;
  const yearLine = {
    en: `${year} up to ${day} ${MONTHS[month - 1]}: ${sum} → ${oddDaysEn(thisYear % 7)}`,
    hi: `${year} में ${day} ${MONTHS_HI[month - 1]} तक: ${sum} → ${thisYear % 7} विषम दिन`,
  };
  const parts = [centuryOdd, ...(restLine ? [restOdd] : []), thisYear % 7];
  const totalLine = {
    en: `Total ${parts.join(' + ')} = ${total}${total >= 7 ? ` → ${total % 7}` : ''} (0 = Sunday, 1 = Monday, …)`,
    hi: `कुल ${parts.join(' + ')} = ${total}${total >= 7 ? ` → ${total % 7}` : ''} (0 = रविवार, 1 = सोमवार, …)`,
  };
  return {
    day: dayName,
    explanation: [centuryLine, restLine?.en, yearLine.en, totalLine.en].filter(Boolean).join('\n'),
    explanationHi: [centuryLineHi, restLine?.hi, yearLine.hi, totalLine.hi].filter(Boolean).join('\n'),
  };
}

/** Dates from this year on are asked in the present tense ("is"), earlier ones in the past. */
const THIS_YEAR = 2026;

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
        const worked = oddDays(year, month, day);
        const answerIndex = DAYS.indexOf(worked.day);
        const past = year < THIS_YEAR;
        return {
          stem: `What day of the week ${past ? 'was' : 'is'} ${day} ${MONTHS[month - 1]} ${year}?`,
          answer: worked.day,
          mistakes: [
            DAYS[(answerIndex + 1) % 7],
            DAYS[(answerIndex + 6) % 7],
            DAYS[(answerIndex + 2) % 7],
          ].filter((d): d is string => d !== undefined),
          explanation: worked.explanation,
          // Fewer steps: no odd years to count, or a date early in the year.
          difficulty:
            year % 100 <= 1 || (year >= 2001 && month <= 3) ? 'easy' : month <= 6 ? 'medium' : 'hard',
          hindi: {
            stem: `${day} ${MONTHS_HI[month - 1]} ${year} को सप्ताह का कौन-सा दिन ${past ? 'था' : 'है'}?`,
            explanation: worked.explanationHi,
            optionHi: (option) => DAYS_HI[option] ?? option,
          },
        };
      },
      // Zeller's congruence, a different route from the odd days of the explanation.
      solve: ({ year, month, day }) => zellerDay(year, month, day),
      fallbackDistractors: () => [],
    }),
};
