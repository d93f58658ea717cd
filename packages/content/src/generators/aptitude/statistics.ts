import { Fraction } from '../../model/fraction.ts';
import type { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { decimalText, fractionText } from './math-text.ts';
import { steps, template, workedTopic } from './worked-topic.ts';

/** A statistic as the paper prints it: at most two decimals, else a fraction. */
const show = (value: Fraction) => decimalText(value) ?? fractionText(value);
const showNumber = (value: number) => show(Fraction.of(value));
const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** Median by sorting: the build's way. */
function medianBySorting(values: readonly number[]): Fraction {
  const sorted = sortedCopy(values);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return Fraction.of(sorted[middle] ?? 0);
  return new Fraction((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0), 2);
}

/** Median by counting: a value with at most half the data on either side (the second solver's way). */
function medianByCounting(values: readonly number[]): number {
  const n = values.length;
  const kth = (k: number) =>
    values.find((v) => values.filter((w) => w < v).length < k && values.filter((w) => w <= v).length >= k) ??
    Number.NaN;
  return n % 2 === 1 ? kth((n + 1) / 2) : (kth(n / 2) + kth(n / 2 + 1)) / 2;
}

/** The most frequent value when it is the only one, by counting each value. */
function modeByCounting(values: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts].filter(([, c]) => c === top);
  return modes.length === 1 ? (modes[0]?.[0] ?? Number.NaN) : Number.NaN;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const listText = (values: readonly (number | string)[]) => values.join(', ');

function drawValues(random: SeededRandom, size: number, low: number, high: number): number[] {
  return Array.from({ length: size }, () => random.int(low, high));
}

type SimpleAsk = 'mean' | 'median' | 'mode';
/** Mean, median or mode of a short list. */
const simpleData = template({
  generator: 'stats-simple-data',
  count: 60,
  draw: (random) => {
    const ask = random.pick<SimpleAsk>(['mean', 'median', 'median', 'mode']);
    const size = random.int(5, 9);
    const values = drawValues(random, size, 2, 60);
    if (ask === 'mode') {
      // One value three times, another twice, the rest once.
      const distinct = [...new Set(values)];
      if (distinct.length < size - 2 || size < 7) return undefined;
      const [a = 0, b = 0, ...rest] = distinct;
      const data = random.shuffle([a, a, a, b, b, ...rest.slice(0, size - 5)]);
      return { ask, values: data };
    }
    return { ask, values };
  },
  acceptMistake: (option) => !option.includes('/'),
  key: ({ ask, values }) => `${ask}:${values.join(',')}`,
  build: ({ ask, values }) => {
    const n = values.length;
    const sorted = sortedCopy(values);
    const mean = new Fraction(sumOf(values), n);
    const median = medianBySorting(values);
    const data = listText(values);
    if (ask === 'mean') {
      if (!decimalText(mean)) return undefined;
      const how = [`Sum = ${values.join(' + ')} = ${sumOf(values)}`, `Mean = ${sumOf(values)} ÷ ${n}`];
      const howHi = [`योग = ${values.join(' + ')} = ${sumOf(values)}`, `माध्य = ${sumOf(values)} ÷ ${n}`];
      return {
        stem: `What is the mean of the data ${data}?`,
        answer: show(mean),
        mistakes: [
          show(new Fraction(sumOf(values), n - 1)),
          show(median),
          show(new Fraction(sumOf(values), n + 1)),
        ],
        explanation: steps(...how),
        difficulty: 'easy',
        hindi: { stem: `आँकड़ों ${data} का माध्य क्या है?`, explanation: steps(...howHi) },
      };
    }
    if (ask === 'median') {
      const unsortedMiddle =
        n % 2 === 1
          ? Fraction.of(values[(n - 1) / 2] ?? 0)
          : new Fraction((values[n / 2 - 1] ?? 0) + (values[n / 2] ?? 0), 2);
      const nearby =
        n % 2 === 1 ? Fraction.of(sorted[(n - 1) / 2 + 1] ?? 0) : Fraction.of(sorted[n / 2] ?? 0);
      const how = [
        `In order: ${listText(sorted)}`,
        n % 2 === 1
          ? `${n} values: the median is the ${ordinal((n + 1) / 2)} value = ${sorted[(n - 1) / 2]}`
          : `${n} values: the median is the mean of the ${ordinal(n / 2)} and ${ordinal(n / 2 + 1)}, (${sorted[n / 2 - 1]} + ${sorted[n / 2]}) ÷ 2`,
      ];
      const howHi = [
        `क्रम में: ${listText(sorted)}`,
        n % 2 === 1
          ? `${n} मान: माध्यिका = ${(n + 1) / 2}वाँ मान = ${sorted[(n - 1) / 2]}`
          : `${n} मान: माध्यिका ${n / 2}वें और ${n / 2 + 1}वें मान का माध्य है, (${sorted[n / 2 - 1]} + ${sorted[n / 2]}) ÷ 2`,
      ];
      return {
        stem: `What is the median of ${data}?`,
        answer: show(median),
        mistakes: [
          show(unsortedMiddle),
          show(nearby),
          show(mean),
          showNumber(sorted[n % 2 === 1 ? (n - 3) / 2 : n / 2 - 1] ?? 0),
        ],
        explanation: steps(...how),
        difficulty: n % 2 === 0 ? 'medium' : 'easy',
        hindi: { stem: `${data} की माध्यिका क्या है?`, explanation: steps(...howHi) },
      };
    }
    const counts = new Map<number, number>();
    for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
    const ranked = [...counts].sort((a, b) => b[1] - a[1]);
    const [modeValue = 0, modeCount = 0] = ranked[0] ?? [];
    const [second = 0] = ranked[1] ?? [];
    const how = [
      `${modeValue} occurs ${modeCount} times, more often than any other value, so the mode = ${showNumber(modeValue)}`,
    ];
    const howHi = [`${modeValue} सबसे अधिक बार (${modeCount} बार) आता है, अतः बहुलक = ${showNumber(modeValue)}`];
    return {
      stem: `What is the mode of ${data}?`,
      answer: showNumber(modeValue),
      mistakes: [showNumber(second), show(median), showNumber(Math.max(...values)), showNumber(modeCount)],
      explanation: steps(...how),
      difficulty: 'easy',
      hindi: { stem: `${data} का बहुलक क्या है?`, explanation: steps(...howHi) },
    };
  },
  value: ({ ask, values }) =>
    ask === 'mean'
      ? sumOf(values) / values.length
      : ask === 'median'
        ? medianByCounting(values)
        : modeByCounting(values),
});

type EmpiricalAsk = 'mode' | 'median' | 'mean';
/** Mode = 3 Median − 2 Mean. */
const empirical = template({
  generator: 'stats-empirical',
  count: 40,
  draw: (random) => {
    const mean = random.int(10, 80);
    const median = mean + random.pick([-6, -4, -3, -2, -1, 1, 2, 3, 4, 5, 6]) * random.pick([1, 1, 2]);
    return {
      mean,
      median,
      ask: random.pick<EmpiricalAsk>(['mode', 'mode', 'median', 'mean']),
      half: random.next() < 0.3,
    };
  },
  acceptMistake: (option) => !option.includes('/'),
  key: ({ mean, median, ask, half }) => `mean=${mean};median=${median};ask=${ask};half=${half}`,
  build: ({ mean: m0, median: d0, ask, half }) => {
    // Half-unit data to give decimal statistics in a third of the questions.
    const scale = half ? new Fraction(1, 2) : new Fraction(1);
    const mean = scale.mul(m0 * (half ? 3 : 1));
    const median = scale.mul(d0 * (half ? 3 : 1)).add(half ? new Fraction(1, 2) : 0);
    const mode = median.mul(3).sub(mean.mul(2));
    if (mode.numerator <= 0) return undefined;
    const rule = 'Mode = 3 Median − 2 Mean';
    const ruleHi = 'बहुलक = 3 माध्यिका − 2 माध्य';
    let stem: string;
    let stemHi: string;
    let answer: Fraction;
    let mistakes: Fraction[];
    let line: string;
    if (ask === 'mode') {
      stem = `In a moderately skewed distribution, the mean is ${show(mean)} and the median is ${show(median)}. What is the mode?`;
      stemHi = `एक मध्यम रूप से विषम बंटन में माध्य ${show(mean)} और माध्यिका ${show(median)} है। बहुलक क्या है?`;
      answer = mode;
      mistakes = [
        mean.mul(3).sub(median.mul(2)),
        median.mul(3).add(mean.mul(2)),
        median.mul(2).sub(mean),
        mean.add(median).div(2),
      ];
      line = `Mode = 3 × ${show(median)} − 2 × ${show(mean)}`;
    } else if (ask === 'median') {
      stem = `In a moderately skewed distribution, the mode is ${show(mode)} and the mean is ${show(mean)}. What is the median?`;
      stemHi = `एक मध्यम रूप से विषम बंटन में बहुलक ${show(mode)} और माध्य ${show(mean)} है। माध्यिका क्या है?`;
      answer = median;
      mistakes = [
        mode.add(mean.mul(3)).div(2),
        mode.mul(2).add(mean).div(3),
        mode.add(mean).div(2),
        mode.sub(mean.mul(2)).div(3),
      ];
      line = `Median = (Mode + 2 Mean) ÷ 3 = (${show(mode)} + ${show(mean.mul(2))}) ÷ 3`;
    } else {
      stem = `In a moderately skewed distribution, the mode is ${show(mode)} and the median is ${show(median)}. What is the mean?`;
      stemHi = `एक मध्यम रूप से विषम बंटन में बहुलक ${show(mode)} और माध्यिका ${show(median)} है। माध्य क्या है?`;
      answer = mean;
      mistakes = [
        median.mul(3).add(mode).div(2),
        median.mul(2).sub(mode).div(3).mul(3),
        mode.add(median).div(2),
        median.mul(3).sub(mode).div(3),
      ];
      line = `Mean = (3 Median − Mode) ÷ 2 = (${show(median.mul(3))} − ${show(mode)}) ÷ 2`;
    }
    const lineHi = line
      .replace('Mode', 'बहुलक')
      .replace('Median', 'माध्यिका')
      .replace('Mean', 'माध्य')
      .replace('Mode', 'बहुलक')
      .replace('Mean', 'माध्य')
      .replace('Median', 'माध्यिका');
    if (!decimalText(answer)) return undefined;
    return {
      stem,
      answer: show(answer),
      mistakes: mistakes.filter((x) => x.numerator > 0 && decimalText(x)).map(show),
      explanation: steps(rule, line),
      difficulty: ask === 'mode' ? (half ? 'medium' : 'easy') : 'medium',
      hindi: { stem: stemHi, explanation: steps(ruleHi, lineHi) },
    };
  },
  // Mode − Mean = 3(Median − Mean), solved for the missing one.
  value: ({ mean: m0, median: d0, ask, half }) => {
    const mean = half ? (m0 * 3) / 2 : m0;
    const median = half ? (d0 * 3) / 2 + 0.5 : d0;
    const mode = mean + 3 * (median - mean);
    return ask === 'mode' ? mode : ask === 'median' ? mean + (mode - mean) / 3 : mean;
  },
});

type TableAsk = 'mean' | 'median' | 'mode';
/** A discrete frequency table. */
const frequencyTable = template({
  generator: 'stats-frequency-table',
  count: 45,
  draw: (random) => {
    const start = random.pick([1, 2, 5, 10, 10, 20]);
    const step = random.pick([1, 2, 5, 10]);
    const size = random.int(4, 6);
    const xs = Array.from({ length: size }, (_, i) => start + i * step);
    const fs = Array.from({ length: size }, () => random.int(1, 12));
    return { xs, fs, ask: random.pick<TableAsk>(['mean', 'mean', 'median', 'mode']) };
  },
  acceptMistake: (option) => !option.includes('/'),
  key: ({ xs, fs, ask }) => `x=${xs.join(',')};f=${fs.join(',')};ask=${ask}`,
  build: ({ xs, fs, ask }) => {
    const total = sumOf(fs);
    const sumFx = sumOf(xs.map((x, i) => x * (fs[i] ?? 0)));
    const mean = new Fraction(sumFx, total);
    const table = `x: ${listText(xs)}\nf: ${listText(fs)}`;
    const data = xs.flatMap((x, i) => Array.from({ length: fs[i] ?? 0 }, () => x));
    const median = medianBySorting(data);
    const maxF = Math.max(...fs);
    if (ask === 'mean') {
      if (!decimalText(mean)) return undefined;
      const how = [
        `Σfx = ${xs.map((x, i) => `${x}×${fs[i]}`).join(' + ')} = ${sumFx}`,
        `Σf = ${total}; mean = ${sumFx} ÷ ${total}`,
      ];
      const howHi = [how[0] ?? '', `Σf = ${total}; माध्य = ${sumFx} ÷ ${total}`];
      return {
        stem: `Find the mean of the frequency distribution:\n${table}`,
        answer: show(mean),
        mistakes: [
          show(new Fraction(sumOf(xs), xs.length)),
          show(new Fraction(sumFx, xs.length)),
          show(median),
          show(new Fraction(sumFx, total + 1)),
        ],
        explanation: steps(...how),
        difficulty: total > 30 ? 'hard' : 'medium',
        hindi: { stem: `निम्न बारंबारता बंटन का माध्य ज्ञात कीजिए:\n${table}`, explanation: steps(...howHi) },
      };
    }
    if (ask === 'median') {
      const cumulative = fs.map((_, i) => sumOf(fs.slice(0, i + 1)));
      const at = (k: number) => sortedCopy(data)[k - 1] ?? 0;
      const half = total / 2;
      const how = [
        `Cumulative frequencies: ${listText(cumulative)}; N = ${total}`,
        total % 2 === 1
          ? `The median is the ${ordinal((total + 1) / 2)} value = ${at((total + 1) / 2)}`
          : `The median is the mean of the ${ordinal(half)} and ${ordinal(half + 1)} values: (${at(half)} + ${at(half + 1)}) ÷ 2`,
      ];
      const howHi = [
        `संचयी बारंबारताएँ: ${listText(cumulative)}; N = ${total}`,
        total % 2 === 1
          ? `माध्यिका = ${(total + 1) / 2}वाँ मान = ${at((total + 1) / 2)}`
          : `माध्यिका ${half}वें और ${half + 1}वें मान का माध्य है: (${at(half)} + ${at(half + 1)}) ÷ 2`,
      ];
      const middleX = xs[Math.floor((xs.length - 1) / 2)] ?? 0;
      return {
        stem: `Find the median of the frequency distribution:\n${table}`,
        answer: show(median),
        mistakes: [
          showNumber(middleX),
          show(mean),
          showNumber(xs[fs.indexOf(maxF)] ?? 0),
          show(new Fraction((xs[0] ?? 0) + (xs[xs.length - 1] ?? 0), 2)),
        ],
        explanation: steps(...how),
        difficulty: 'hard',
        hindi: { stem: `निम्न बारंबारता बंटन की माध्यिका ज्ञात कीजिए:\n${table}`, explanation: steps(...howHi) },
      };
    }
    if (fs.filter((x) => x === maxF).length !== 1) return undefined;
    const modeX = xs[fs.indexOf(maxF)] ?? 0;
    const secondF = Math.max(...fs.filter((x) => x !== maxF));
    return {
      stem: `Find the mode of the frequency distribution:\n${table}`,
      answer: showNumber(modeX),
      mistakes: [
        showNumber(maxF),
        showNumber(xs[fs.indexOf(secondF)] ?? 0),
        showNumber(Math.max(...xs)),
        show(median),
      ],
      explanation: steps(
        `The highest frequency is ${maxF}, against x = ${modeX}`,
        `Mode = ${showNumber(modeX)}`,
      ),
      difficulty: 'easy',
      hindi: {
        stem: `निम्न बारंबारता बंटन का बहुलक ज्ञात कीजिए:\n${table}`,
        explanation: steps(
          `सबसे अधिक बारंबारता ${maxF} है, जो x = ${modeX} की है`,
          `बहुलक = ${showNumber(modeX)}`,
        ),
      },
    };
  },
  // Spell the data out value by value and work on the plain list.
  value: ({ xs, fs, ask }) => {
    const data = xs.flatMap((x, i) => Array.from({ length: fs[i] ?? 0 }, () => x));
    return ask === 'mean'
      ? sumOf(data) / data.length
      : ask === 'median'
        ? medianByCounting(data)
        : modeByCounting(data);
  },
});

/** Classes 0-10, 10-20, ...: mean by class marks. */
const groupedMean = template({
  generator: 'stats-grouped-mean',
  count: 30,
  draw: (random) => {
    const width = random.pick([10, 10, 20, 5]);
    const start = random.pick([0, 0, 10, 20]);
    const size = random.int(4, 5);
    return { width, start, fs: Array.from({ length: size }, () => random.int(2, 15)) };
  },
  acceptMistake: (option) => !option.includes('/'),
  key: ({ width, start, fs }) => `w=${width};s=${start};f=${fs.join(',')}`,
  build: ({ width, start, fs }) => {
    const classes = fs.map((_, i) => [start + i * width, start + (i + 1) * width] as const);
    const marks = classes.map(([lo, hi]) => show(new Fraction(lo + hi, 2)));
    const total = sumOf(fs);
    // Twice each class mark keeps the sums whole.
    const doubleSum = sumOf(classes.map(([lo, hi], i) => (lo + hi) * (fs[i] ?? 0)));
    const sumFx = show(new Fraction(doubleSum, 2));
    const mean = new Fraction(doubleSum, 2 * total);
    if (!decimalText(mean)) return undefined;
    const lowerMean = new Fraction(sumOf(classes.map(([lo], i) => lo * (fs[i] ?? 0))), total);
    const upperMean = new Fraction(sumOf(classes.map(([, hi], i) => hi * (fs[i] ?? 0))), total);
    const table = `Class: ${classes.map(([lo, hi]) => `${lo}–${hi}`).join(', ')}\nFrequency: ${listText(fs)}`;
    const tableHi = `वर्ग: ${classes.map(([lo, hi]) => `${lo}–${hi}`).join(', ')}\nबारंबारता: ${listText(fs)}`;
    const how = [
      `Class marks: ${listText(marks)}`,
      `Σfx = ${sumFx}, Σf = ${total}; mean = ${sumFx} ÷ ${total}`,
    ];
    const howHi = [
      `वर्ग चिह्न: ${listText(marks)}`,
      `Σfx = ${sumFx}, Σf = ${total}; माध्य = ${sumFx} ÷ ${total}`,
    ];
    return {
      stem: `Find the mean of the grouped data:\n${table}`,
      answer: show(mean),
      mistakes: [
        show(lowerMean),
        show(upperMean),
        show(new Fraction(sumOf(classes.map(([lo, hi]) => lo + hi)), 2 * classes.length)),
      ],
      explanation: steps(...how),
      difficulty: 'hard',
      hindi: { stem: `निम्न वर्गीकृत आँकड़ों का माध्य ज्ञात कीजिए:\n${tableHi}`, explanation: steps(...howHi) },
    };
  },
  value: ({ width, start, fs }) => {
    let weighted = 0;
    fs.forEach((f, i) => {
      weighted += f * (start + i * width + width / 2);
    });
    return weighted / sumOf(fs);
  },
});

type OtherAsk = 'missing' | 'linear' | 'first-n';
/** A missing value from the mean; a mean after a change to every value; the mean of the first n numbers. */
const meanReasoning = template({
  generator: 'stats-mean-reasoning',
  count: 45,
  draw: (random) => {
    const ask = random.pick<OtherAsk>(['missing', 'missing', 'linear', 'linear', 'first-n']);
    if (ask === 'missing') return { ask, values: drawValues(random, random.int(4, 7), 3, 40), a: 0, b: 0 };
    if (ask === 'linear')
      return {
        ask,
        values: [random.int(5, 60), random.int(10, 40)],
        a: random.int(2, 5),
        b: random.int(1, 12),
      };
    return { ask, values: [random.int(10, 60), random.int(0, 2)], a: 0, b: 0 };
  },
  acceptMistake: (option) => !option.includes('/'),
  key: ({ ask, values, a, b }) => `${ask}:${values.join(',')};a=${a};b=${b}`,
  build: ({ ask, values, a, b }) => {
    if (ask === 'missing') {
      const n = values.length;
      const total = sumOf(values);
      if (total % n !== 0) return undefined;
      const mean = total / n;
      const missing = values[n - 1] ?? 0;
      const shown = [...values.slice(0, n - 1)];
      const position = (missing * 7) % n;
      shown.splice(position, 0, Number.NaN);
      const data = shown.map((v) => (Number.isNaN(v) ? 'x' : String(v))).join(', ');
      const others = total - missing;
      const how = [`Sum = ${n} × ${mean} = ${total}`, `x = ${total} − ${others}`];
      const howHi = [`योग = ${n} × ${mean} = ${total}`, `x = ${total} − ${others}`];
      return {
        stem: `The mean of ${data} is ${mean}. What is the value of x?`,
        answer: showNumber(missing),
        mistakes: [
          showNumber((n - 1) * mean - others),
          showNumber(mean),
          showNumber(n * mean - others + mean),
          showNumber(others - (n - 1) * mean),
        ],
        explanation: steps(...how),
        difficulty: 'easy',
        hindi: { stem: `${data} का माध्य ${mean} है। x का मान क्या है?`, explanation: steps(...howHi) },
      };
    }
    if (ask === 'linear') {
      const [mean = 0, n = 0] = values;
      const answer = a * mean + b;
      const how = [
        `Every value × ${a} + ${b}, so the mean does the same`,
        `New mean = ${a} × ${mean} + ${b}`,
      ];
      const howHi = [`प्रत्येक मान × ${a} + ${b}, अतः माध्य भी वैसे ही बदलेगा`, `नया माध्य = ${a} × ${mean} + ${b}`];
      return {
        stem: `The mean of ${n} observations is ${mean}. Each observation is multiplied by ${a} and then increased by ${b}. What is the new mean?`,
        answer: showNumber(answer),
        mistakes: [
          showNumber(a * (mean + b)),
          showNumber(mean + b),
          showNumber(a * mean),
          showNumber(a * mean + b * n),
        ],
        explanation: steps(...how),
        difficulty: 'medium',
        hindi: {
          stem: `${n} प्रेक्षणों का माध्य ${mean} है। प्रत्येक प्रेक्षण को ${a} से गुणा करके ${b} जोड़ा जाता है। नया माध्य क्या है?`,
          explanation: steps(...howHi),
        },
      };
    }
    const [n = 10, kind = 0] = values;
    const name = ['natural numbers', 'even numbers', 'odd numbers'][kind] ?? 'natural numbers';
    const nameHi = ['प्राकृत संख्याओं', 'सम संख्याओं', 'विषम संख्याओं'][kind] ?? 'प्राकृत संख्याओं';
    const mean = kind === 0 ? new Fraction(n + 1, 2) : kind === 1 ? Fraction.of(n + 1) : Fraction.of(n);
    const formula = ['(n + 1)/2', 'n + 1', 'n'][kind] ?? '';
    const wrong =
      kind === 0
        ? [new Fraction(n, 2), Fraction.of(n + 1), new Fraction(n - 1, 2)]
        : kind === 1
          ? [Fraction.of(n), Fraction.of(n + 2), new Fraction(n + 1, 2)]
          : [Fraction.of(n + 1), new Fraction(n + 1, 2), Fraction.of(n - 1)];
    return {
      stem: `What is the mean of the first ${n} ${name}?`,
      answer: show(mean),
      mistakes: wrong.map(show),
      explanation: steps(
        `Mean of the first n ${name} = ${formula}`,
        `With n = ${n}: mean = ${formula === 'n' ? '' : `${formula.replaceAll('n', String(n))} = `}${show(mean)}`,
      ),
      difficulty: 'easy',
      hindi: {
        stem: `प्रथम ${n} ${nameHi} का माध्य क्या है?`,
        explanation: steps(
          `प्रथम n ${nameHi} का माध्य = ${formula}`,
          `n = ${n} रखने पर माध्य = ${formula === 'n' ? '' : `${formula.replaceAll('n', String(n))} = `}${show(mean)}`,
        ),
      },
    };
  },
  value: ({ ask, values, a, b }) => {
    if (ask === 'missing') {
      // Search for the x that gives the stated mean.
      const n = values.length;
      const mean = sumOf(values) / n;
      const others = sumOf(values.slice(0, n - 1));
      for (let x = 0; x <= 1000; x++) if ((others + x) / n === mean) return x;
      return Number.NaN;
    }
    if (ask === 'linear') {
      // Any data with that mean will do: n − 1 copies of the mean and one more.
      const [mean = 0, n = 1] = values;
      const data = Array.from({ length: n }, (_, i) => (i === 0 ? mean - 3 : i === 1 ? mean + 3 : mean));
      return sumOf(data.map((v) => a * v + b)) / n;
    }
    const [n = 10, kind = 0] = values;
    const data = Array.from({ length: n }, (_, i) =>
      kind === 0 ? i + 1 : kind === 1 ? 2 * (i + 1) : 2 * i + 1,
    );
    return sumOf(data) / n;
  },
});

export const meanMedianMode: TopicGenerator = {
  topic: {
    id: 'mean-median-mode',
    categoryId: 'statistics',
    name: 'Mean, Median and Mode',
    nameHi: 'माध्य, माध्यिका और बहुलक',
  },
  generate: () =>
    workedTopic(meanMedianMode.topic, [simpleData, empirical, frequencyTable, groupedMean, meanReasoning]),
};

export const statisticsTopics: readonly TopicGenerator[] = [meanMedianMode];
