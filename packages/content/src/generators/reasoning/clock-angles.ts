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
        return {
          stem: `What is the smaller angle between the hour and minute hands of a clock at ${hour}:${String(minute).padStart(2, '0')}?`,
          answer: show(smaller),
          mistakes: [
            show(720 - smaller),
            show(Math.abs((hour % 12) * 60 - minuteHand)),
            show(smaller + 10),
            show(Math.abs(smaller - 20)),
          ],
          explanation: `Angle = |30 × H − 5.5 × M| = |30 × ${hour % 12} − 5.5 × ${minute}| = ${show(raw)}${raw > 360 ? `; the smaller angle is 360° − ${show(raw)} = ${show(smaller)}` : ''}.`,
          difficulty: minute % 10 === 0 ? 'easy' : 'medium',
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
