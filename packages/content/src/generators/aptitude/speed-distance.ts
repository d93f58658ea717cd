import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { optionHi, plural } from './format.ts';

const crossingQuestions = () =>
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
      const whole = (value: number) =>
        Number.isInteger(value) && value > 0 ? [plural(value, 'second')] : [];
      const mistakes =
        platform === 0
          ? [
              // Added the pole as if it had the train's length.
              ...whole(seconds * 2),
              ...whole(seconds + 5),
              ...whole(seconds - 5),
              ...whole(seconds + 10),
            ]
          : [
              // Forgot the platform, or forgot the train.
              ...whole(trainLength / metresPerSecond),
              ...whole(platform / metresPerSecond),
              // Subtracted the lengths instead of adding them.
              ...whole(Math.abs(trainLength - platform) / metresPerSecond),
              ...whole(seconds + 5),
              ...whole(seconds - 5),
            ];
      const what = platform === 0 ? 'a pole' : `a platform ${platform} m long`;
      const whatHi = platform === 0 ? 'एक खंभे' : `${platform} मीटर लंबे एक प्लेटफ़ॉर्म`;
      const lengthLine =
        platform === 0
          ? `the train's own length, ${trainLength} m`
          : `${trainLength} + ${platform} = ${distance} m`;
      const lengthLineHi =
        platform === 0
          ? `रेलगाड़ी की अपनी लंबाई, ${trainLength} मीटर`
          : `${trainLength} + ${platform} = ${distance} मीटर`;
      return {
        stem: `A train ${trainLength} m long runs at ${speedKmh} km/h. How many seconds does it take to cross ${what}?`,
        answer: `${seconds} seconds`,
        mistakes,
        explanation: `Speed = ${speedKmh} × 5/18 = ${metresPerSecond} m/s.\nDistance to cover = ${lengthLine}.\nTime = ${distance} ÷ ${metresPerSecond} = ${seconds} seconds.`,
        difficulty: platform === 0 ? 'easy' : 'medium',
        hindi: {
          stem: `${trainLength} मीटर लंबी एक रेलगाड़ी ${speedKmh} किमी/घंटा की चाल से चल रही है। ${whatHi} को पार करने में उसे कितने सेकंड लगेंगे?`,
          explanation: `चाल = ${speedKmh} × 5/18 = ${metresPerSecond} मीटर/सेकंड।\nतय की जाने वाली दूरी = ${lengthLineHi}।\nसमय = ${distance} ÷ ${metresPerSecond} = ${seconds} सेकंड।`,
          optionHi,
        },
      };
    },
    solve: ({ speedKmh, trainLength, platform }) =>
      `${new Fraction(trainLength + platform).div(new Fraction(speedKmh * 1000, 3600)).toString()} seconds`,
    fallbackDistractors: (answer) => {
      const value = Number.parseInt(answer, 10);
      return [value + 2, value - 2, value + 3, value + 4, value - 3]
        .filter((candidate) => candidate > 0)
        .map((candidate) => plural(candidate, 'second'));
    },
  });

/** Two trains passing each other: relative speed, added or subtracted. */
const twoTrainsQuestions = () =>
  numericQuestions({
    topic: speedAndDistance.topic,
    generator: 'two-trains',
    count: 90,
    drawParams: (random) => {
      const first = 18 * random.int(2, 6);
      const second = 18 * random.int(1, 5);
      const opposite = random.next() < 0.5;
      const seconds = random.int(8, 45);
      const lengthA = 10 * random.int(8, 30);
      return { first, second, opposite, seconds, lengthA };
    },
    paramsKey: ({ first, second, opposite, seconds, lengthA }) =>
      `s1=${first};s2=${second};opp=${opposite};t=${seconds};l1=${lengthA}`,
    build: ({ first, second, opposite, seconds, lengthA }) => {
      if (first === second) return undefined;
      const relativeKmh = opposite ? first + second : Math.abs(first - second);
      const relative = (relativeKmh * 5) / 18;
      const total = relative * seconds;
      const lengthB = total - lengthA;
      if (lengthB < 60 || lengthB > 400 || lengthB === lengthA) return undefined;
      const wrongKmh = opposite ? Math.abs(first - second) : first + second;
      const wrong = ((wrongKmh * 5) / 18) * seconds - lengthA;
      const direction = opposite ? 'opposite directions' : 'the same direction';
      const directionHi = opposite ? 'विपरीत दिशाओं में' : 'एक ही दिशा में';
      const [fast, slow] = first > second ? [first, second] : [second, first];
      const speeds = opposite ? `${first} + ${second}` : `${fast} − ${slow}`;
      return {
        stem: `Two trains run in ${direction} at ${first} km/h and ${second} km/h. The first train is ${lengthA} m long, and they pass each other completely in ${seconds} seconds. How long is the second train?`,
        answer: `${lengthB} m`,
        mistakes: [
          // Relative speed taken the wrong way.
          ...(wrong > 0 ? [`${wrong} m`] : []),
          // Forgot to take away the first train.
          `${total} m`,
          `${lengthB + lengthA / 2} m`,
          `${lengthB + 20} m`,
          `${lengthB - 20} m`,
        ],
        explanation: `Relative speed (${direction}) = ${speeds} = ${relativeKmh} km/h = ${relativeKmh} × 5/18 = ${relative} m/s.\nTogether the trains cover ${relative} × ${seconds} = ${total} m.\nSecond train = ${total} − ${lengthA} = ${lengthB} m.`,
        difficulty: opposite ? 'medium' : 'hard',
        hindi: {
          stem: `दो रेलगाड़ियाँ ${directionHi} ${first} किमी/घंटा और ${second} किमी/घंटा की चाल से चल रही हैं। पहली रेलगाड़ी ${lengthA} मीटर लंबी है, और वे ${seconds} सेकंड में एक-दूसरे को पूरी तरह पार कर लेती हैं। दूसरी रेलगाड़ी की लंबाई कितनी है?`,
          explanation: `सापेक्ष चाल (${directionHi}) = ${speeds} = ${relativeKmh} किमी/घंटा = ${relativeKmh} × 5/18 = ${relative} मीटर/सेकंड।\nदोनों मिलकर ${relative} × ${seconds} = ${total} मीटर तय करती हैं।\nदूसरी रेलगाड़ी = ${total} − ${lengthA} = ${lengthB} मीटर।`,
          optionHi,
        },
      };
    },
    solve: ({ first, second, opposite, seconds, lengthA }) => {
      const closing = new Fraction(opposite ? first + second : Math.abs(first - second)).mul(
        new Fraction(1000, 3600),
      );
      return `${closing.mul(seconds).sub(lengthA).toString()} m`;
    },
  });

export const speedAndDistance: TopicGenerator = {
  topic: {
    id: 'speed-and-distance',
    categoryId: 'time-speed-work',
    name: 'Speed, Distance and Trains',
    nameHi: 'चाल, दूरी और रेलगाड़ी',
  },
  generate: () => [...crossingQuestions(), ...twoTrainsQuestions()],
};
