import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';

export const speedAndDistance: TopicGenerator = {
  topic: {
    id: 'speed-and-distance',
    categoryId: 'time-speed-work',
    name: 'Speed, Distance and Trains',
    nameHi: 'चाल, दूरी और रेलगाड़ी',
  },
  generate: () =>
    numericQuestions({
      topic: speedAndDistance.topic,
      generator: 'train-crossing',
      count: 220,
      drawParams: (random) => {
        // Multiples of 18 km/h are whole metres per second (× 5/18).
        const speedKmh = 18 * random.int(2, 7);
        const seconds = random.int(6, 40);
        const platform = random.next() < 0.5 ? 0 : 10 * random.int(5, 40);
        const metresPerSecond = (speedKmh * 5) / 18;
        const trainLength = metresPerSecond * seconds - platform;
        if (trainLength < 60 || trainLength > 600) return undefined;
        return { speedKmh, trainLength, platform };
      },
      paramsKey: ({ speedKmh, trainLength, platform }) => `s=${speedKmh};l=${trainLength};p=${platform}`,
      build: ({ speedKmh, trainLength, platform }) => {
        const metresPerSecond = (speedKmh * 5) / 18;
        const distance = trainLength + platform;
        const seconds = distance / metresPerSecond;
        const what = platform === 0 ? 'a pole' : `a platform ${platform} m long`;
        return {
          stem: `A train ${trainLength} m long runs at ${speedKmh} km/h. How many seconds does it take to cross ${what}?`,
          answer: `${seconds} seconds`,
          mistakes: [
            platform === 0 ? `${seconds * 2} seconds` : `${trainLength / metresPerSecond} seconds`,
            `${Math.round(distance / speedKmh)} seconds`,
            `${seconds + 4} seconds`,
            `${seconds - 3} seconds`,
          ],
          explanation: `Speed = ${speedKmh} × 5/18 = ${metresPerSecond} m/s. Distance to cover = ${platform === 0 ? `the train's length, ${trainLength} m` : `${trainLength} + ${platform} = ${distance} m`}. Time = ${distance} ÷ ${metresPerSecond} = ${seconds} seconds.`,
          difficulty: platform === 0 ? 'easy' : 'medium',
        };
      },
      solve: ({ speedKmh, trainLength, platform }) =>
        `${new Fraction(trainLength + platform).div(new Fraction(speedKmh * 1000, 3600)).toString()} seconds`,
    }),
};
