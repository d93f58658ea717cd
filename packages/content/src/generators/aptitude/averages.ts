import { Fraction } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { numericQuestions } from '../numeric-questions.ts';
import { num, optionHi, plural } from './format.ts';

/** One more person joins and the average moves: new = old average + (n + 1) × change. */
const newcomerQuestions = () =>
  numericQuestions({
    topic: averages.topic,
    generator: 'averages-newcomer',
    count: 70,
    drawParams: (random) => ({
      size: random.int(9, 40),
      mean: random.int(11, 16),
      change: random.int(1, 3),
      // A falling average would need a newcomer younger than any pupil; only the teacher joins.
      rises: true,
    }),
    paramsKey: ({ size, mean, change, rises }) => `n=${size};a=${mean};d=${change};up=${rises}`,
    build: ({ size, mean, change, rises }) => {
      // The class is of students; the newcomer is the teacher when the average rises.
      const newMean = rises ? mean + change : mean - change;
      const newcomer = (size + 1) * newMean - size * mean;
      // A teacher between 24 and 60, as a reader expects.
      if (newcomer < 24 || newcomer > 60) return undefined;
      const who = rises ? "the teacher's age" : 'a new student';
      const stem = rises
        ? `The average age of ${size} students in a class is ${mean} years. When the teacher's age is included, the average rises by ${change} year${change > 1 ? 's' : ''}. What is the teacher's age?`
        : `The average age of ${size} students in a class is ${mean} years. When a new student joins, the average falls by ${change} year${change > 1 ? 's' : ''}. What is the age of the new student?`;
      const stemHi = rises
        ? `एक कक्षा के ${size} विद्यार्थियों की औसत आयु ${mean} वर्ष है। शिक्षक की आयु को शामिल करने पर औसत ${change} वर्ष बढ़ जाता है। शिक्षक की आयु कितनी है?`
        : `एक कक्षा के ${size} विद्यार्थियों की औसत आयु ${mean} वर्ष है। एक नए विद्यार्थी के आने पर औसत ${change} वर्ष घट जाता है। नए विद्यार्थी की आयु कितनी है?`;
      const sign = rises ? '+' : '−';
      return {
        stem,
        answer: plural(newcomer, 'year'),
        mistakes: [
          // Used n instead of n + 1 for the change.
          plural(rises ? mean + size * change : mean - size * change, 'year'),
          // Just the new average.
          plural(newMean, 'year'),
          plural(rises ? newcomer + change : newcomer - change, 'year'),
          plural(rises ? newcomer + size : Math.max(1, newcomer - 1), 'year'),
        ].filter((option) => !option.startsWith('0') && !option.startsWith('-')),
        explanation: `Total before = ${size} × ${mean} = ${size * mean}; total after = ${size + 1} × ${newMean} = ${(size + 1) * newMean}.\nThe newcomer (${who}) = ${(size + 1) * newMean} − ${size * mean} = ${newcomer} years.\nShortcut: ${mean} ${sign} ${size + 1} × ${change} = ${newcomer}.`,
        difficulty: size > 25 ? 'hard' : 'medium',
        hindi: {
          stem: stemHi,
          explanation: `पहले कुल आयु = ${size} × ${mean} = ${size * mean}; बाद में कुल आयु = ${size + 1} × ${newMean} = ${(size + 1) * newMean}।\nनए सदस्य की आयु = ${(size + 1) * newMean} − ${size * mean} = ${newcomer} वर्ष।\nशॉर्टकट: ${mean} ${sign} ${size + 1} × ${change} = ${newcomer}।`,
          optionHi,
        },
      };
    },
    // Search the newcomer's age that moves the average exactly as stated.
    solve: ({ size, mean, change, rises }) => {
      const target = new Fraction(rises ? mean + change : mean - change);
      for (let age = 1; age < 200; age++) {
        if (new Fraction(size * mean + age, size + 1).equals(target)) return plural(age, 'year');
      }
      return 'none';
    },
  });

export const averages: TopicGenerator = {
  topic: { id: 'averages', categoryId: 'arithmetic', name: 'Averages', nameHi: 'औसत' },
  generate: () => [...listQuestions(), ...newcomerQuestions()],
};

const listQuestions = () =>
  numericQuestions({
    topic: averages.topic,
    generator: 'averages',
    count: 200,
    drawParams: (random) => {
      const size = random.int(4, 7);
      const values = Array.from({ length: size }, () => random.int(10, 99));
      const rest = values.reduce((sum, value) => sum + value, 0) % size;
      // Nudge the last value so the average is a whole number.
      values[size - 1] = (values[size - 1] ?? 0) + (rest === 0 ? 0 : size - rest);
      const excluded = random.next() < 0.5;
      return { values, excluded };
    },
    paramsKey: ({ values, excluded }) => `v=${values.join(',')};ex=${excluded}`,
    build: ({ values, excluded }) => {
      const sum = values.reduce((total, value) => total + value, 0);
      const size = values.length;
      const mean = sum / size;
      if (!excluded) {
        const sorted = [...values].sort((x, y) => x - y);
        // The middle value: the median, a learner's shortcut that is not the mean.
        const middle =
          size % 2 === 1
            ? new Fraction(sorted[(size - 1) / 2] ?? 0)
            : new Fraction((sorted[size / 2 - 1] ?? 0) + (sorted[size / 2] ?? 0), 2);
        return {
          stem: `What is the average of ${values.join(', ')}?`,
          answer: String(mean),
          mistakes: [
            // Divided by one number too few or too many.
            num(new Fraction(sum, size - 1)),
            num(new Fraction(sum, size + 1)),
            num(middle),
            String(mean + 1),
            String(mean - 1),
          ],
          explanation: `Sum = ${values.join(' + ')} = ${sum}.\nAverage = sum ÷ count = ${sum} ÷ ${size} = ${mean}.`,
          difficulty: size <= 5 ? 'easy' : 'medium',
          hindi: {
            stem: `${values.join(', ')} का औसत कितना है?`,
            explanation: `योग = ${values.join(' + ')} = ${sum}।\nऔसत = योग ÷ संख्याओं की गिनती = ${sum} ÷ ${size} = ${mean}।`,
          },
        };
      }
      const last = values[size - 1] ?? 0;
      const restSum = sum - last;
      const restMean = new Fraction(restSum, size - 1);
      if (!restMean.isInteger()) return undefined;
      const r = restMean.numerator;
      return {
        stem: `The average of ${size} numbers is ${mean}. If one number is removed, the average of the remaining numbers is ${r}. What is the removed number?`,
        answer: String(last),
        mistakes: [
          // Used the same count for both totals.
          String(size * Math.abs(mean - r)),
          String(mean),
          String(Math.abs(mean - r)),
          String(last + Math.abs(mean - r)),
          String(Math.abs(last - Math.abs(mean - r))),
          // Stopped at a total.
          String(restSum),
          String(sum),
        ].filter((value) => value !== '0'),
        explanation: `Total of ${size} numbers = ${size} × ${mean} = ${sum}.\nTotal of the remaining ${size - 1} = ${size - 1} × ${r} = ${restSum}.\nRemoved number = ${sum} − ${restSum} = ${last}.`,
        difficulty: size >= 6 ? 'hard' : 'medium',
        hindi: {
          stem: `${size} संख्याओं का औसत ${mean} है। यदि एक संख्या हटा दी जाए, तो शेष संख्याओं का औसत ${r} हो जाता है। हटाई गई संख्या कौन-सी है?`,
          explanation: `${size} संख्याओं का योग = ${size} × ${mean} = ${sum}।\nशेष ${size - 1} संख्याओं का योग = ${size - 1} × ${r} = ${restSum}।\nहटाई गई संख्या = ${sum} − ${restSum} = ${last}।`,
        },
      };
    },
    solve: ({ values, excluded }) => {
      const total = values.reduce((sum, value) => sum + value, 0);
      const mean = new Fraction(total, values.length);
      if (!excluded) return mean.toString();
      // From the two stated averages: n × old average − (n − 1) × new average.
      const restMean = new Fraction(total - (values[values.length - 1] ?? 0), values.length - 1);
      return mean
        .mul(values.length)
        .sub(restMean.mul(values.length - 1))
        .toString();
    },
  });
