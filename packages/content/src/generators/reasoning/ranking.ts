import type { Candidate } from '../../model/candidate.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { ordinal } from '../aptitude/format.ts';
import { numericQuestions } from '../numeric-questions.ts';

/** Hindi ordinal as the paper prints a place: "12वाँ"; before स्थान पर it is "12वें". */
export function ordinalHi(value: number, oblique = false): string {
  const word = ORDINAL_WORDS_HI[value];
  if (word) return oblique ? `${word.slice(0, -1)}े` : word;
  return `${value}${oblique ? 'वें' : 'वाँ'}`;
}

/** The first places are words in the paper: पहला, दूसरा, तीसरा, चौथा, छठा. */
const ORDINAL_WORDS_HI: Record<number, string> = { 1: 'पहला', 2: 'दूसरा', 3: 'तीसरा', 4: 'चौथा', 6: 'छठा' };

/** English places ("19th") read as Hindi places ("19वाँ") among the options. */
function placeHi(option: string): string {
  const match = /^(\d+)(st|nd|rd|th)$/.exec(option);
  return match ? ordinalHi(Number(match[1])) : option;
}

/** Places and totals of the row questions, counted on a laid-out row rather than by formula. */
function laidOut(total: number) {
  const row = Array.from({ length: total }, (_, i) => i + 1);
  return {
    fromRight: (fromLeft: number) => row.slice(fromLeft - 1).length,
    fromLeft: (fromRight: number) => row.slice(0, total - fromRight + 1).length,
  };
}

function rowQuestions(): Candidate[] {
  return numericQuestions({
    topic: ranking.topic,
    generator: 'row-ranking',
    count: 200,
    drawParams: (random) => {
      const total = random.int(15, 70);
      return { total, fromLeft: random.int(2, total - 1), asked: random.pick(['right', 'total'] as const) };
    },
    paramsKey: ({ total, fromLeft, asked }) => `n=${total};l=${fromLeft};ask=${asked}`,
    build: ({ total, fromLeft, asked }) => {
      const fromRight = total - fromLeft + 1;
      if (asked === 'right') {
        return {
          stem: `In a row of ${total} children, Meena is ${ordinal(fromLeft)} from the left. What is her position from the right?`,
          answer: ordinal(fromRight),
          mistakes: [total - fromLeft, fromRight + 1, fromLeft, fromRight - 2, fromRight + 2]
            .filter((place) => place > 0 && place <= total)
            .map(ordinal),
          explanation: `Position from the right = total − position from the left + 1\n= ${total} − ${fromLeft} + 1 = ${fromRight}`,
          difficulty: 'easy',
          hindi: {
            stem: `${total} बच्चों की एक पंक्ति में मीना बाएँ से ${ordinalHi(fromLeft, true)} स्थान पर है। दाएँ से उसका स्थान कौन-सा है?`,
            explanation: `दाएँ से स्थान = कुल − बाएँ से स्थान + 1\n= ${total} − ${fromLeft} + 1 = ${fromRight}`,
            optionHi: placeHi,
          },
        };
      }
      return {
        stem: `Karan is ${ordinal(fromLeft)} from the left and ${ordinal(fromRight)} from the right in a row of children. How many children are in the row?`,
        answer: String(total),
        mistakes: [String(fromLeft + fromRight), String(total - 2), String(total + 2), String(total - 1)],
        explanation: `Karan is counted in both places, so count him once:\n${fromLeft} + ${fromRight} − 1 = ${total}`,
        difficulty: 'medium',
        hindi: {
          stem: `बच्चों की एक पंक्ति में करण बाएँ से ${ordinalHi(fromLeft, true)} और दाएँ से ${ordinalHi(fromRight, true)} स्थान पर है। पंक्ति में कुल कितने बच्चे हैं?`,
          explanation: `करण दोनों ओर की गिनती में शामिल है, इसलिए उसे एक बार गिनें:\n${fromLeft} + ${fromRight} − 1 = ${total}`,
        },
      };
    },
    solve: ({ total, fromLeft, asked }) => {
      const row = laidOut(total);
      const fromRight = row.fromRight(fromLeft);
      return asked === 'right' ? ordinal(fromRight) : String(fromLeft + fromRight - 1);
    },
  });
}

/** Two children in one row: how many sit between them. */
function betweenQuestions(): Candidate[] {
  return numericQuestions({
    topic: ranking.topic,
    generator: 'row-ranking-between',
    count: 70,
    drawParams: (random) => {
      const total = random.int(20, 60);
      return { total, left: random.int(2, total - 1), right: random.int(2, total - 1) };
    },
    paramsKey: ({ total, left, right }) => `n=${total};l=${left};r=${right}`,
    build: ({ total, left, right }) => {
      const otherFromLeft = total - right + 1;
      const gap = Math.abs(otherFromLeft - left);
      if (gap < 2) return undefined;
      const overlap = otherFromLeft < left;
      const answer = gap - 1;
      return {
        stem: `In a row of ${total} children, Meena is ${ordinal(left)} from the left and Ravi is ${ordinal(right)} from the right. How many children sit between Meena and Ravi?`,
        answer: String(answer),
        mistakes: [gap, answer - 1, left + right - 1, answer + 2, answer - 2]
          .filter((option) => option > 0 && option <= total - 2)
          .map(String),
        explanation: `Ravi from the left = ${total} − ${right} + 1 = ${otherFromLeft}\nBetween them = ${overlap ? `${left} − ${otherFromLeft}` : `${otherFromLeft} − ${left}`} − 1 = ${answer}`,
        difficulty: overlap ? 'hard' : 'medium',
        hindi: {
          stem: `${total} बच्चों की एक पंक्ति में मीना बाएँ से ${ordinalHi(left, true)} और रवि दाएँ से ${ordinalHi(right, true)} स्थान पर है। मीना और रवि के बीच कितने बच्चे हैं?`,
          explanation: `बाएँ से रवि का स्थान = ${total} − ${right} + 1 = ${otherFromLeft}\nदोनों के बीच = ${overlap ? `${left} − ${otherFromLeft}` : `${otherFromLeft} − ${left}`} − 1 = ${answer}`,
        },
      };
    },
    // Counted child by child along the row.
    solve: ({ total, left, right }) => {
      const ravi = laidOut(total).fromLeft(right);
      let between = 0;
      for (let place = 1; place <= total; place++)
        if (place > Math.min(left, ravi) && place < Math.max(left, ravi)) between++;
      return String(between);
    },
  });
}

/** Two children change places; the new place of one gives the length of the row. */
function swapQuestions(): Candidate[] {
  return numericQuestions({
    topic: ranking.topic,
    generator: 'row-ranking-swap',
    count: 60,
    drawParams: (random) => {
      const total = random.int(15, 60);
      return { total, left: random.int(2, total - 1), right: random.int(2, total - 1) };
    },
    paramsKey: ({ total, left, right }) => `n=${total};l=${left};r=${right}`,
    build: ({ total, left, right }) => {
      const newPlace = total - right + 1;
      if (newPlace === left || newPlace < 3) return undefined;
      return {
        stem: `In a row of children, Asha is ${ordinal(left)} from the left and Binu is ${ordinal(right)} from the right.\nWhen they interchange their places, Asha becomes ${ordinal(newPlace)} from the left.\nHow many children are in the row?`,
        answer: String(total),
        mistakes: [String(newPlace + right), String(total - 2), String(left + right - 1), String(total + 2)],
        explanation: `After the swap Asha stands where Binu stood: ${ordinal(newPlace)} from the left and ${ordinal(right)} from the right.\nTotal = ${newPlace} + ${right} − 1 = ${total}`,
        difficulty: 'hard',
        hindi: {
          stem: `बच्चों की एक पंक्ति में आशा बाएँ से ${ordinalHi(left, true)} और बीनू दाएँ से ${ordinalHi(right, true)} स्थान पर है।\nजब वे आपस में स्थान बदल लेते हैं, तो आशा बाएँ से ${ordinalHi(newPlace, true)} स्थान पर आ जाती है।\nपंक्ति में कुल कितने बच्चे हैं?`,
          explanation: `स्थान बदलने के बाद आशा, बीनू के स्थान पर है: बाएँ से ${ordinalHi(newPlace)} और दाएँ से ${ordinalHi(right)}।\nकुल = ${newPlace} + ${right} − 1 = ${total}`,
        },
      };
    },
    solve: ({ total, left, right }) => {
      // Lay out the row, swap the two, and read the length from Asha's new place and Binu's old count.
      const row: string[] = Array.from({ length: total }, () => '');
      row[left - 1] = 'Asha';
      row[laidOut(total).fromLeft(right) - 1] = 'Binu';
      const swapped = row.map((child) => (child === 'Asha' ? 'Binu' : child === 'Binu' ? 'Asha' : child));
      return String(swapped.indexOf('Asha') + 1 + right - 1);
    },
  });
}

export const ranking: TopicGenerator = {
  topic: {
    id: 'ranking-and-order',
    categoryId: 'logical-puzzles',
    name: 'Ranking and Order',
    nameHi: 'क्रम और रैंकिंग',
  },
  generate: () => [...rowQuestions(), ...betweenQuestions(), ...swapQuestions()],
};
