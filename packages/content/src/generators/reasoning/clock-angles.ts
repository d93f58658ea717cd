import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

function degrees(value: Fraction): string {
  return `${value.toString(true).replace(' 1/2', '½').replace('1/2', '½')}°`;
}

export const clockAngles: TopicGenerator = {
  topic: { id: 'clock-angles', categoryId: 'logical-puzzles', name: 'Clocks', nameHi: 'घड़ी' },
  generate: () =>
    numericQuestions({
      topic: clockAngles.topic,
      generator: 'clock-angle',
      count: 200,
      drawParams: (random) => ({ hour: random.int(1, 12), minute: random.int(0, 59) }),
      paramsKey: ({ hour, minute }) => `${hour}:${minute}`,
      build: ({ hour, minute }) => {
        // In half-degrees to stay whole: the hour hand moves 1 half-degree per minute, the minute hand 12.
        const hourHand = (hour % 12) * 60 + minute;
        const minuteHand = 12 * minute;
        const raw = Math.abs(hourHand - minuteHand);
        const smaller = Math.min(raw, 720 - raw);
        if (smaller === 0) return undefined;
        const show = (halfDegrees: number) => degrees(new Fraction(halfDegrees, 2));
        const smallerOf = (halfDegrees: number) => Math.min(halfDegrees % 720, 720 - (halfDegrees % 720));
        const time = `${hour}:${String(minute).padStart(2, '0')}`;
        // At 12 the hour hand is back at the top: H is taken as 0, and the explanation says so.
        const noonNote = hour === 12 ? " (12 o'clock counts as 0)" : '';
        const noonNoteHi = hour === 12 ? ' (12 बजे को 0 माना जाता है)' : '';
        const working = `|30 × ${hour % 12} − (11/2) × ${minute}| = |${(hour % 12) * 30} − ${show(11 * minute).replace('°', '')}| = ${show(raw)}`;
        return {
          stem: `What is the smaller angle between the hour and minute hands of a clock at ${time}?`,
          answer: show(smaller),
          mistakes: [
            // The larger angle; the hour hand left on the hour; the next hour's mark used for H; an hour mark or two off.
            show(720 - smaller),
            show(smallerOf(Math.abs((hour % 12) * 60 - minuteHand))),
            show(smallerOf(Math.abs(((hour % 12) + 1) * 60 - minuteHand))),
            show(smallerOf(smaller + 60)),
            show(smallerOf(Math.abs(smaller - 60))),
            show(smallerOf(smaller + 120)),
          ].filter((option) => option !== '0°'),
          explanation: `Angle = |30H − (11/2)M|, with H = ${hour % 12}${noonNote} and M = ${minute}\n= ${working}${raw > 360 ? `\nSmaller angle = 360° − ${show(raw)} = ${show(smaller)}` : ''}`,
          difficulty: minute % 10 === 0 ? 'easy' : minute % 2 === 1 ? 'hard' : 'medium',
          hindi: {
            stem: `${time} बजे घड़ी की घंटे की सुई और मिनट की सुई के बीच छोटा कोण कितना होगा?`,
            explanation: `कोण = |30H − (11/2)M|, जहाँ H = ${hour % 12}${noonNoteHi} और M = ${minute}\n= ${working}${raw > 360 ? `\nछोटा कोण = 360° − ${show(raw)} = ${show(smaller)}` : ''}`,
          },
        };
      },
      solve: ({ hour, minute }) => {
        const hourHand = new Fraction((hour % 12) * 30).add(new Fraction(minute, 2));
        const minuteHand = new Fraction(6 * minute);
        let angle = hourHand.sub(minuteHand);
        if (angle.numerator < 0) angle = new Fraction(-angle.numerator, angle.denominator);
        if (angle.sub(180).numerator > 0) angle = new Fraction(360).sub(angle);
        return degrees(angle);
      },
      fallbackDistractors: () => [],
    }),
};
