import type { Chart, Figure, QuestionDifficulty, QuestionSet, TableFigure } from '@abhyas/domain';
import { buildCandidate, type Candidate } from '../../model/candidate.ts';
import { Fraction, gcd } from '../../model/fraction.ts';
import { SeededRandom } from '../../model/seeded-random.ts';
import type { TopicDefinition, TopicGenerator } from '../../model/topic-generator.ts';
import { placementOf } from '../../taxonomy.ts';
import {
  BAR_THEMES,
  categoryHi,
  LINE_THEMES,
  PIE_THEMES,
  type PieTheme,
  TABLE_THEMES,
  type Theme,
} from './data-interpretation-themes.ts';
import { exactDecimal } from './geometry-units.ts';

type Grid = number[][];

/** One question of a set, before its options are placed. */
interface Draft {
  /** What it asks, for the question id: "pct-change:s=0;2019-2021". */
  entity: string;
  stem: string;
  stemHi: string;
  answer: string;
  mistakes: readonly (string | undefined)[];
  explanation: string;
  explanationHi: string;
  difficulty: QuestionDifficulty;
  optionHi?: (option: string) => string;
  /** The second solver: reads the figure itself and works the answer out with exact fractions. */
  check: (figure: Figure) => string;
}

type ChartKind = 'table' | 'bar' | 'line';

const NUMBER_WORDS: Record<number, [string, string]> = {
  4: ['four', 'चार'],
  5: ['five', 'पाँच'],
  6: ['six', 'छह'],
};

/** 1,20,000: Indian grouping. */
export function grouped(value: number): string {
  const digits = String(value);
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last}`;
}
export const rupees = (value: number): string => `₹${grouped(value)}`;

/** A fraction as the paper prints it, when it has at most two decimals. */
function decimalOf(value: Fraction): string | undefined {
  if (100 % value.denominator !== 0) return undefined;
  return String((value.numerator * (100 / value.denominator)) / 100);
}

const ratio = (a: number, b: number): string => {
  const d = gcd(a, b);
  return `${a / d} : ${b / d}`;
};

/** Values of a chart or table as [series][category], read back from the figure. */
function gridOf(figure: Figure): Grid {
  if (figure.kind === 'chart') return figure.series.map((series) => [...series.values]);
  if (figure.kind === 'table')
    return figure.columns.slice(1).map((_, j) => figure.rows.map((row) => Number(row[j + 1])));
  return [];
}
function labelsOf(figure: Figure): string[] {
  if (figure.kind === 'chart') return [...figure.categories];
  if (figure.kind === 'table') return figure.rows.map((row) => row[0] ?? '');
  return [];
}

function argmaxUnique(values: readonly number[]): number | undefined {
  const top = Math.max(...values);
  const at = values.flatMap((value, i) => (value === top ? [i] : []));
  return at.length === 1 ? at[0] : undefined;
}

/** Near misses for a number with a prefix or suffix ("25%", "₹1,200", "12.5"). */
function nearMisses(answer: string): string[] {
  const match = /^(\D*?)([\d,]+(?:\.\d+)?)(\D*)$/.exec(answer);
  if (!match) return [];
  const [, prefix = '', digits = '0', suffix = ''] = match;
  const value = Number(digits.replace(/,/g, ''));
  const step = value >= 20 ? Math.max(1, Math.round(value / 10)) : value >= 4 ? 1 : 0.5;
  const format = (n: number) =>
    prefix === '₹'
      ? rupees(n)
      : digits.includes(',')
        ? grouped(n)
        : `${prefix}${String(Math.round(n * 100) / 100)}${suffix}`;
  return [value + step, value - step, value + 2 * step, value - 2 * step].filter((n) => n > 0).map(format);
}

function pickOptions(answer: string, mistakes: readonly (string | undefined)[]): string[] | undefined {
  const chosen: string[] = [];
  for (const option of [...mistakes, ...nearMisses(answer)]) {
    if (chosen.length === 3) break;
    if (option === undefined || option === answer || chosen.includes(option) || option === '1 : 1') continue;
    if (option.includes('NaN') || option.startsWith('-') || option.includes('Infinity')) continue;
    chosen.push(option);
  }
  return chosen.length === 3 ? chosen : undefined;
}

/** Plain counts need no unit in the question: "how many students" already says it. */
const COUNTS = new Set(['students', 'books', 'phones', 'vehicles', 'units', 'members']);
const unitOf = (theme: Theme) => (COUNTS.has(theme.unit) ? '' : ` (in ${theme.unit})`);
const unitHiOf = (theme: Theme) => (COUNTS.has(theme.unit) ? '' : ` (${theme.unitHi} में)`);

/** Questions on a grid of series × categories: tables, bar charts and line charts. */
function gridDrafts(theme: Theme, grid: Grid, kind: ChartKind, random: SeededRandom): Draft[] {
  const cats = theme.categories;
  const n = cats.length;
  const [per, perHi] = theme.categoryNoun === 'year' ? ['year', 'वर्ष'] : ['month', 'माह'];
  const [count, countHi] = NUMBER_WORDS[n] ?? [String(n), String(n)];
  const plural = `${per}s`;
  const allHi = theme.categoryNoun === 'year' ? `सभी ${countHi} वर्षों` : `सभी ${countHi} महीनों`;
  const unit = unitOf(theme);
  const unitHi = unitHiOf(theme);
  const series = theme.series;
  const sOf = (i: number) => series[i] ?? (series[0] as (typeof series)[number]);
  const drafts: Draft[] = [];
  const seriesOrder = random.shuffle(series.map((_, i) => i));
  const [s, t] = [seriesOrder[0] ?? 0, seriesOrder[1] ?? 1];
  const S = sOf(s);
  const T = sOf(t);
  const sum = (row: readonly number[]) => row.reduce((a, b) => a + b, 0);
  const row = (i: number) => grid[i] ?? [];
  const v = (i: number, c: number) => row(i)[c] ?? 0;
  const catHi = (c: number) => categoryHi(cats[c] ?? '');

  // Total of one series.
  {
    const total = sum(row(s));
    drafts.push({
      entity: `total:s=${s}`,
      stem: `What is ${S.phrase} over all ${count} ${plural} taken together${unit}?`,
      stemHi: `${allHi} में ${S.phraseHiOblique} का कुल योग ज्ञात कीजिए${unitHi}।`,
      answer: String(total),
      mistakes: [
        String(sum(row(t))),
        String(total - v(s, n - 1)),
        String(total + v(s, 0)),
        String(total - v(s, 0)),
      ],
      explanation: `Add the ${n} values of ${S.name}:\n${row(s).join(' + ')} = ${total}`,
      explanationHi: `${S.nameHiOblique} के ${n} मान जोड़िए:\n${row(s).join(' + ')} = ${total}`,
      difficulty: 'easy',
      check: (figure) => String(gridOf(figure)[s]?.reduce((a, b) => a + b, 0)),
    });
  }
  // Average of one series.
  {
    const total = sum(row(t));
    const average = exactDecimal(total, n);
    if (average)
      drafts.push({
        entity: `average:s=${t}`,
        stem: `On average, what was ${T.phrase} per ${per}${unit}?`,
        stemHi: `प्रति ${perHi} ${T.phraseHiOblique} का औसत ज्ञात कीजिए${unitHi}।`,
        answer: average,
        mistakes: [
          exactDecimal(total, n - 1),
          exactDecimal(sum(row(s)), n),
          exactDecimal(total, n + 1),
          exactDecimal(total - v(t, 0), n - 1),
        ],
        explanation: `Total = ${row(t).join(' + ')} = ${total}\nAverage = ${total} ÷ ${n} = ${average}`,
        explanationHi: `योग = ${row(t).join(' + ')} = ${total}\nऔसत = ${total} ÷ ${n} = ${average}`,
        difficulty: 'medium',
        check: (figure) =>
          decimalOf(new Fraction(gridOf(figure)[t]?.reduce((a, b) => a + b, 0) ?? 0, n)) ?? 'inexact',
      });
  }
  // Percentage change of one series between two categories, earlier to later.
  {
    const pairs: [number, number, number][] = [];
    for (const i of series.map((_, k) => k))
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b < n; b++) {
          const from = v(i, a);
          const to = v(i, b);
          if (from !== to && exactDecimal(Math.abs(to - from) * 100, from)) pairs.push([i, a, b]);
        }
    if (pairs.length > 0) {
      const [i, a, b] = random.pick(pairs);
      const X = sOf(i);
      const from = v(i, a);
      const to = v(i, b);
      const up = to > from;
      const change = exactDecimal(Math.abs(to - from) * 100, from) ?? '';
      const [word, wordHi] = up ? ['increase', 'वृद्धि'] : ['decrease', 'कमी'];
      const other = i === s ? t : s;
      const otherFrom = v(other, a);
      drafts.push({
        entity: `pct-change:s=${i};${cats[a]}-${cats[b]}`,
        stem: `By what percent did ${X.phrase} ${word} from ${cats[a]} to ${cats[b]}?`,
        stemHi: `${catHi(a)} से ${catHi(b)} तक ${X.phraseHiOblique} में कितने प्रतिशत की ${wordHi} हुई?`,
        answer: `${change}%`,
        mistakes: [
          exactDecimal(Math.abs(to - from) * 100, to)?.concat('%'),
          `${Math.abs(to - from)}%`,
          otherFrom !== v(other, b)
            ? exactDecimal(Math.abs(v(other, b) - otherFrom) * 100, otherFrom)?.concat('%')
            : undefined,
        ],
        explanation: `${up ? 'Increase' : 'Decrease'} = ${Math.max(to, from)} − ${Math.min(to, from)} = ${Math.abs(to - from)}\nPercentage ${word} (the base is the earlier value, ${cats[a]}) = ${Math.abs(to - from)} ÷ ${from} × 100 = ${change}%`,
        explanationHi: `${wordHi} = ${Math.max(to, from)} − ${Math.min(to, from)} = ${Math.abs(to - from)}\nप्रतिशत ${wordHi} (आधार पहले का मान है, ${catHi(a)}) = ${Math.abs(to - from)} ÷ ${from} × 100 = ${change}%`,
        difficulty: 'hard',
        check: (figure) => {
          const values = gridOf(figure)[i] ?? [];
          const [p, q] = [values[a] ?? 0, values[b] ?? 0];
          return `${decimalOf(new Fraction(Math.abs(q - p) * 100, p)) ?? 'inexact'}%`;
        },
      });
    }
  }
  // Ratio of one series in one category to another series in another category.
  {
    const options: [number, number][] = [];
    for (let a = 0; a < n; a++)
      for (let b = 0; b < n; b++) {
        const [p, q] = [v(s, a), v(t, b)];
        const d = gcd(p, q);
        if (p !== q && p / d <= 30 && q / d <= 30 && p / d > 1 && q / d > 1) options.push([a, b]);
      }
    if (options.length > 0) {
      const [a, b] = random.pick(options);
      const [p, q] = [v(s, a), v(t, b)];
      drafts.push({
        entity: `ratio:s=${s};t=${t};${cats[a]}:${cats[b]}`,
        stem: `What is the ratio of ${S.phrase} in ${cats[a]} to ${T.phrase} in ${cats[b]}?`,
        stemHi: `${catHi(a)} में ${S.phraseHiOblique} और ${catHi(b)} में ${T.phraseHiOblique} का अनुपात क्या है?`,
        answer: ratio(p, q),
        mistakes: [
          ratio(q, p),
          a !== b ? ratio(v(s, b), v(t, a)) : ratio(v(t, a), v(s, b === 0 ? 1 : 0)),
          ratio(p, v(s, b === a ? (a + 1) % n : b)),
        ],
        explanation: `${S.name} in ${cats[a]} = ${p}; ${T.name} in ${cats[b]} = ${q}\nRatio = ${p} : ${q} = ${ratio(p, q)} (dividing both by ${gcd(p, q)})`,
        explanationHi: `${catHi(a)} में ${S.nameHi} = ${p}; ${catHi(b)} में ${T.nameHi} = ${q}\nअनुपात = ${p} : ${q} = ${ratio(p, q)} (दोनों को ${gcd(p, q)} से भाग देने पर)`,
        difficulty: 'medium',
        check: (figure) => {
          const values = gridOf(figure);
          const f = new Fraction(values[s]?.[a] ?? 0, values[t]?.[b] ?? 1);
          return `${f.numerator} : ${f.denominator}`;
        },
      });
    }
  }
  // The category where one series is highest; the other series' best category is the trap.
  {
    const best = argmaxUnique(row(t));
    const trap = argmaxUnique(row(s));
    if (best !== undefined) {
      const others = cats.map((_, c) => c).filter((c) => c !== best);
      const ordered = [
        ...(trap !== undefined && trap !== best ? [trap] : []),
        ...others.sort((x, y) => v(t, y) - v(t, x)),
      ];
      drafts.push({
        entity: `highest:s=${t}`,
        stem: `In which ${per} was ${T.phrase} the highest?`,
        stemHi: `किस ${perHi} में ${T.phraseHiOblique} का मान सबसे अधिक था?`,
        answer: cats[best] ?? '',
        mistakes: ordered.map((c) => cats[c]),
        explanation: `Compare the ${n} values of ${T.name}: ${row(t).join(', ')}\nLargest = ${v(t, best)}, in ${cats[best]}`,
        explanationHi: `${T.nameHiOblique} के ${n} मानों की तुलना कीजिए: ${row(t).join(', ')}\nसबसे बड़ा मान = ${v(t, best)}, ${catHi(best)} में`,
        difficulty: 'easy',
        optionHi: categoryHi,
        check: (figure) => {
          const values = gridOf(figure)[t] ?? [];
          let at = 0;
          values.forEach((value, c) => {
            if (value > (values[at] ?? 0)) at = c;
          });
          return labelsOf(figure)[at] ?? '';
        },
      });
    }
  }
  if (kind === 'table') {
    // Which series has the largest total: read across columns, not down one.
    const totals = series.map((_, i) => sum(row(i)));
    const best = argmaxUnique(totals);
    const noun = S.name.split(' ')[0]?.toLowerCase() ?? '';
    const nounHi = S.nameHiOblique.split(' ').slice(0, -1).join(' ');
    const lastCat = n - 1;
    if (best !== undefined && series.length === 4) {
      const trap = argmaxUnique(series.map((_, i) => v(i, lastCat)));
      const others = series.map((_, i) => i).filter((i) => i !== best);
      const ordered = [...(trap !== undefined && trap !== best ? [trap] : []), ...others];
      drafts.push({
        entity: `top-series`,
        stem: `Which ${noun} had the largest total over the ${count} ${plural} (${theme.title.replace(/ \(.*\)$/, '').toLowerCase()})?`,
        stemHi: `${allHi} में मिलाकर किस ${nounHi} का कुल योग सबसे अधिक है?`,
        answer: sOf(best).name,
        mistakes: ordered.map((i) => sOf(i).name),
        explanation: `Add each column:\n${series.map((x, i) => `${x.name} = ${totals[i]}`).join(', ')}\nThe largest total is ${sOf(best).name}'s.`,
        explanationHi: `प्रत्येक स्तंभ का योग कीजिए:\n${series.map((x, i) => `${x.nameHi} = ${totals[i]}`).join(', ')}\nसबसे अधिक योग ${totals[best]} है, अतः उत्तर: ${sOf(best).nameHi}।`,
        difficulty: 'medium',
        optionHi: (option) => series.find((x) => x.name === option)?.nameHi ?? option,
        check: (figure) => {
          if (figure.kind !== 'table') return '';
          const columnTotals = gridOf(figure).map((values) => values.reduce((a, b) => a + b, 0));
          return figure.columns[columnTotals.indexOf(Math.max(...columnTotals)) + 1] ?? '';
        },
      });
    }
  }
  // One value as a percentage of another in the same category.
  {
    const cands = cats
      .map((_, c) => c)
      .filter((c) => v(s, c) !== v(t, c) && exactDecimal(v(s, c) * 100, v(t, c)));
    if (cands.length > 0) {
      const c = random.pick(cands);
      const [p, q] = [v(s, c), v(t, c)];
      const answer = `${exactDecimal(p * 100, q)}%`;
      drafts.push({
        entity: `percent-of:s=${s};t=${t};${cats[c]}`,
        stem: `In ${cats[c]}, ${S.phrase} was what percent of ${T.phrase}?`,
        stemHi: `${catHi(c)} में ${S.phraseHi}, ${T.phraseHiOblique} का कितना प्रतिशत था?`,
        answer,
        mistakes: [
          exactDecimal(q * 100, p)?.concat('%'),
          exactDecimal(Math.abs(p - q) * 100, q)?.concat('%'),
          exactDecimal(p * 100, p + q)?.concat('%'),
        ],
        explanation: `${S.name} = ${p}, ${T.name} = ${q}\n${p} ÷ ${q} × 100 = ${answer}`,
        explanationHi: `${S.nameHi} = ${p}, ${T.nameHi} = ${q}\n${p} ÷ ${q} × 100 = ${answer}`,
        difficulty: 'medium',
        check: (figure) => {
          const values = gridOf(figure);
          return `${decimalOf(new Fraction((values[s]?.[c] ?? 0) * 100, values[t]?.[c] ?? 1)) ?? 'inexact'}%`;
        },
      });
    }
  }
  if (kind !== 'table') {
    // Difference between the two series in one category.
    const c = random.int(0, n - 1);
    const [p, q] = [v(s, c), v(t, c)];
    if (p !== q) {
      const neighbour = c === 0 ? 1 : c - 1;
      drafts.push({
        entity: `difference:${cats[c]}`,
        stem: `What was the difference between ${S.phrase} and ${T.phrase} in ${cats[c]}${unit}?`,
        stemHi: `${catHi(c)} में ${S.phraseHiOblique} और ${T.phraseHiOblique} का अंतर ज्ञात कीजिए${unitHi}।`,
        answer: String(Math.abs(p - q)),
        mistakes: [
          String(p + q),
          String(Math.abs(v(s, neighbour) - v(t, neighbour))),
          String(Math.abs(p - v(t, neighbour))),
        ],
        explanation: `In ${cats[c]}: ${S.name} = ${p}, ${T.name} = ${q}\nDifference = ${Math.max(p, q)} − ${Math.min(p, q)} = ${Math.abs(p - q)}`,
        explanationHi: `${catHi(c)} में: ${S.nameHi} = ${p}, ${T.nameHi} = ${q}\nअंतर = ${Math.max(p, q)} − ${Math.min(p, q)} = ${Math.abs(p - q)}`,
        difficulty: 'easy',
        check: (figure) => {
          const values = gridOf(figure);
          return String(Math.abs((values[s]?.[c] ?? 0) - (values[t]?.[c] ?? 0)));
        },
      });
    }
  }
  if (kind === 'line') {
    // The category with the largest rise over the one before; the highest value is the trap.
    const rises = row(s)
      .slice(1)
      .map((value, c) => value - v(s, c));
    const best = argmaxUnique(rises);
    if (best !== undefined && (rises[best] ?? 0) > 0) {
      const at = best + 1;
      const trap = argmaxUnique(row(s));
      const others = cats.map((_, c) => c).filter((c) => c !== at && c > 0);
      const ordered = [
        ...(trap !== undefined && trap !== at ? [trap] : []),
        ...others.sort((x, y) => (rises[y - 1] ?? 0) - (rises[x - 1] ?? 0)),
      ];
      drafts.push({
        entity: `max-rise:s=${s}`,
        stem: `In which ${per} did ${S.phrase} rise the most over the previous ${per}?`,
        stemHi: `किस ${perHi} में ${S.phraseHiOblique} में पिछले ${perHi} की तुलना में सबसे अधिक वृद्धि हुई?`,
        answer: cats[at] ?? '',
        mistakes: ordered.map((c) => cats[c]),
        explanation: `Rises over the previous ${per}: ${rises.map((r, c) => `${cats[c + 1]} ${r > 0 ? '+' : ''}${r === 0 ? '0' : r < 0 ? `−${-r}` : r}`).join(', ')}\nThe largest rise, ${rises[best]}, is in ${cats[at]}.`,
        explanationHi: `पिछले ${perHi} की तुलना में परिवर्तन: ${rises.map((r, c) => `${catHi(c + 1)} ${r > 0 ? '+' : ''}${r === 0 ? '0' : r < 0 ? `−${-r}` : r}`).join(', ')}\nसबसे अधिक वृद्धि ${rises[best]}, ${catHi(at)} में है।`,
        difficulty: 'medium',
        optionHi: categoryHi,
        check: (figure) => {
          const values = gridOf(figure)[s] ?? [];
          let at2 = 1;
          for (let c = 1; c < values.length; c++)
            if ((values[c] ?? 0) - (values[c - 1] ?? 0) > (values[at2] ?? 0) - (values[at2 - 1] ?? 0))
              at2 = c;
          return labelsOf(figure)[at2] ?? '';
        },
      });
    }
  }
  return drafts;
}

function pieDrafts(theme: PieTheme, shares: readonly number[], random: SeededRandom): Draft[] {
  const names = theme.sectors.map(([name]) => name);
  const namesHi = theme.sectors.map(([, nameHi]) => nameHi);
  const value = (share: number) => (share * theme.total) / 100;
  const show = (amount: number) => (theme.money ? rupees(amount) : grouped(amount));
  const [unitWord, unitWordHi] = theme.money
    ? ['(in ₹)', '(₹ में)']
    : [`(number of ${theme.totalNoun})`, `(${theme.totalNounHiOblique ?? theme.totalNounHi} की संख्या)`];
  const share = (i: number) => shares[i] ?? 0;
  const order = random.shuffle(names.map((_, i) => i));
  const [a, b, c, d] = [order[0] ?? 0, order[1] ?? 1, order[2] ?? 2, order[3] ?? 3];
  const q = (i: number) => `"${names[i]}"`;
  const qHi = (i: number) => `"${namesHi[i]}"`;
  const chart = `In the pie chart of ${theme.whole},`;
  const chartHi = `${theme.wholeHi} के पाई चार्ट में`;
  const totalText = show(theme.total);
  const drafts: Draft[] = [];
  const shareOf = (figure: Figure, i: number) =>
    figure.kind === 'chart' ? (figure.series[0]?.values[i] ?? 0) : 0;

  drafts.push({
    entity: `amount:${names[a]}`,
    stem: `${chart} what does the sector ${q(a)} stand for ${unitWord}?`,
    stemHi: `${chartHi} ${qHi(a)} भाग कितना दर्शाता है ${unitWordHi}?`,
    answer: show(value(share(a))),
    mistakes: [
      show(value(share(b))),
      show(value(100 - share(a))),
      Number.isInteger((share(a) * theme.total) / 360) ? show((share(a) * theme.total) / 360) : undefined,
      show(value(share(c))),
    ],
    explanation: `${names[a]} = ${share(a)}% of ${totalText}\n= ${share(a)}/100 × ${totalText} = ${show(value(share(a)))}`,
    explanationHi: `${namesHi[a]} = ${totalText} का ${share(a)}%\n= ${share(a)}/100 × ${totalText} = ${show(value(share(a)))}`,
    difficulty: 'easy',
    check: (figure) => show(new Fraction(shareOf(figure, a) * theme.total, 100).numerator),
  });
  {
    const angle = exactDecimal(share(c) * 360, 100) ?? '';
    drafts.push({
      entity: `angle:${names[c]}`,
      stem: `${chart} what is the central angle of the sector ${q(c)}?`,
      stemHi: `${chartHi} ${qHi(c)} भाग का केंद्रीय कोण कितना है?`,
      answer: `${angle}°`,
      mistakes: [
        `${share(c)}°`,
        `${exactDecimal(share(c) * 180, 100)}°`,
        `${exactDecimal(share(d) * 360, 100)}°`,
        `${exactDecimal((100 - share(c)) * 360, 100)}°`,
      ],
      explanation: `The whole circle, 360°, stands for 100%.\nCentral angle = ${share(c)}% × 360° = ${share(c)} × 3.6° = ${angle}°`,
      explanationHi: `पूरा वृत्त, 360°, 100% दर्शाता है।\nकेंद्रीय कोण = ${share(c)}% × 360° = ${share(c)} × 3.6° = ${angle}°`,
      difficulty: 'medium',
      check: (figure) => `${decimalOf(new Fraction(shareOf(figure, c) * 360, 100))}°`,
    });
  }
  {
    const [hi, lo] = share(a) > share(b) ? [a, b] : [b, a];
    if (share(hi) !== share(lo)) {
      const gap = value(share(hi)) - value(share(lo));
      drafts.push({
        entity: `difference:${names[hi]}-${names[lo]}`,
        stem: `${chart} by how much does the sector ${q(hi)} exceed the sector ${q(lo)} ${unitWord}?`,
        stemHi: `${chartHi} ${qHi(hi)} भाग, ${qHi(lo)} भाग से कितना अधिक है ${unitWordHi}?`,
        answer: show(gap),
        mistakes: [
          show(value(share(hi)) + value(share(lo))),
          show(share(hi) - share(lo)),
          show(value(share(hi))),
          show(value(share(lo))),
        ],
        explanation: `The sectors differ by ${share(hi)}% − ${share(lo)}% = ${share(hi) - share(lo)}%\n${share(hi) - share(lo)}% of ${totalText} = ${show(gap)}`,
        explanationHi: `दोनों भागों का अंतर ${share(hi)}% − ${share(lo)}% = ${share(hi) - share(lo)}%\n${totalText} का ${share(hi) - share(lo)}% = ${show(gap)}`,
        difficulty: 'easy',
        check: (figure) => show(Math.abs(shareOf(figure, hi) - shareOf(figure, lo)) * (theme.total / 100)),
      });
    }
  }
  {
    const [x, y] = [share(d), share(b)];
    if (x !== y) {
      drafts.push({
        entity: `ratio:${names[d]}:${names[b]}`,
        stem: `${chart} what is the ratio of the sector ${q(d)} to the sector ${q(b)}?`,
        stemHi: `${chartHi} ${qHi(d)} भाग और ${qHi(b)} भाग का अनुपात क्या है?`,
        answer: ratio(x, y),
        mistakes: [ratio(y, x), ratio(x, share(a) === x ? share(c) : share(a)), ratio(x, 100 - x)],
        explanation: `Both are shares of the same whole, so compare the percentages.\n${x} : ${y} = ${ratio(x, y)}`,
        explanationHi: `दोनों एक ही पूर्ण के भाग हैं, अतः प्रतिशतों की तुलना कीजिए।\n${x} : ${y} = ${ratio(x, y)}`,
        difficulty: 'medium',
        check: (figure) => {
          const f = new Fraction(shareOf(figure, d), shareOf(figure, b));
          return `${f.numerator} : ${f.denominator}`;
        },
      });
    }
  }
  {
    const pairs: [number, number][] = [];
    for (let i = 0; i < names.length; i++)
      for (let j = 0; j < names.length; j++)
        if (share(i) > share(j) && exactDecimal((share(i) - share(j)) * 100, share(j))) pairs.push([i, j]);
    if (pairs.length > 0) {
      const [i, j] = random.pick(pairs);
      const more = exactDecimal((share(i) - share(j)) * 100, share(j)) ?? '';
      drafts.push({
        entity: `percent-more:${names[i]}-${names[j]}`,
        stem: `${chart} the sector ${q(i)} is what percent more than the sector ${q(j)}?`,
        stemHi: `${chartHi} ${qHi(i)} भाग, ${qHi(j)} भाग से कितने प्रतिशत अधिक है?`,
        answer: `${more}%`,
        mistakes: [
          `${share(i) - share(j)}%`,
          exactDecimal((share(i) - share(j)) * 100, share(i))?.concat('%'),
          exactDecimal(share(i) * 100, share(j))?.concat('%'),
        ],
        explanation: `${names[i]} = ${share(i)}%, ${names[j]} = ${share(j)}%\nThe base is ${names[j]}: (${share(i)} − ${share(j)}) ÷ ${share(j)} × 100 = ${more}%`,
        explanationHi: `${namesHi[i]} = ${share(i)}%, ${namesHi[j]} = ${share(j)}%\nआधार ${namesHi[j]} है: (${share(i)} − ${share(j)}) ÷ ${share(j)} × 100 = ${more}%`,
        difficulty: 'hard',
        check: (figure) => {
          const [p, r] = [shareOf(figure, i), shareOf(figure, j)];
          return `${decimalOf(new Fraction((p - r) * 100, r)) ?? 'inexact'}%`;
        },
      });
    }
  }
  return drafts;
}

function drawGrid(theme: Theme, random: SeededRandom): Grid {
  return theme.series.map(() => theme.categories.map(() => theme.step * random.int(theme.low, theme.high)));
}

/** Whole-number percentages, each at least 5, adding up to 100; multiples of 5 or of 2. */
function drawShares(count: number, random: SeededRandom): number[] {
  const step = random.pick([5, 2, 4]);
  const units = 100 / step;
  const minimum = Math.ceil(5 / step);
  const weights = Array.from({ length: count }, () => random.int(2, 9));
  const spare = units - minimum * count;
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => minimum + Math.floor((w * spare) / totalWeight));
  const missing = units - parts.reduce((a, b) => a + b, 0);
  parts[0] = (parts[0] ?? 0) + missing;
  return parts.map((p) => p * step);
}

const INSTRUCTIONS: Record<ChartKind | 'pie', [string, string]> = {
  table: [
    'Study the table and answer the questions that follow.',
    'तालिका का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
  ],
  bar: [
    'Study the bar chart and answer the questions that follow.',
    'दंड आरेख का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
  ],
  line: [
    'Study the line chart and answer the questions that follow.',
    'रेखा आरेख का अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
  ],
  pie: [
    'The pie chart shows how a whole is shared, in percent. Study it and answer the questions that follow.',
    'पाई चार्ट किसी पूर्ण का प्रतिशत में बँटवारा दर्शाता है। इसका अध्ययन कीजिए और आगे दिए गए प्रश्नों के उत्तर दीजिए।',
  ],
};
const MADE_UP = ['The figures are made up for practice.', 'आँकड़े अभ्यास के लिए काल्पनिक हैं।'];

function gridFigure(theme: Theme, grid: Grid, kind: ChartKind): Chart | TableFigure {
  if (kind === 'table')
    return {
      kind: 'table',
      title: theme.title,
      titleHi: theme.titleHi,
      columns: [theme.categoryNoun === 'year' ? 'Year' : 'Month', ...theme.series.map((s) => s.name)],
      columnsHi: [theme.categoryNoun === 'year' ? 'वर्ष' : 'माह', ...theme.series.map((s) => s.nameHi)],
      rows: theme.categories.map((cat, c) => [cat, ...grid.map((values) => String(values[c]))]),
    };
  return {
    kind: 'chart',
    chart: kind,
    title: theme.title,
    titleHi: theme.titleHi,
    unit: theme.unit,
    unitHi: theme.unitHi,
    categories: [...theme.categories],
    categoriesHi: theme.categories.map(categoryHi),
    series: theme.series.map((s, i) => ({ name: s.name, nameHi: s.nameHi, values: grid[i] ?? [] })),
  };
}

const WANTED = 5;

/** Turns a set's drafts into candidates sharing one QuestionSet object. */
function candidatesOf(
  topic: TopicDefinition,
  generator: string,
  set: QuestionSet,
  drafts: readonly Draft[],
): Candidate[] {
  const placement = placementOf(topic);
  const figure = set.figure as Figure;
  return drafts.map((draft, position) => {
    const distractors = pickOptions(draft.answer, draft.mistakes) ?? [];
    const expected = draft.check(figure);
    const optionHi = draft.optionHi ?? ((option: string) => option);
    const entity = `${set.id};${draft.entity}`;
    return buildCandidate({
      key: { generator, entity, template: 'v1' },
      topic: placement,
      stem: draft.stem,
      correct: draft.answer,
      distractors,
      explanation: draft.explanation,
      difficulty: draft.difficulty,
      source: { dataset: `generator:${generator}`, record: entity },
      isTrue: (option) => option === expected,
      hindi: {
        stem: draft.stemHi,
        correct: optionHi(draft.answer),
        distractors: distractors.map(optionHi),
        explanation: draft.explanationHi,
      },
      set: { set, position },
    });
  });
}

/** Five of the drafts that have three honest wrong options, chosen at random, kept in their order. */
function usable(drafts: readonly Draft[], random: SeededRandom): Draft[] {
  const fit = drafts.filter((draft) => pickOptions(draft.answer, draft.mistakes) !== undefined);
  const keep = new Set(random.shuffle(fit).slice(0, WANTED));
  return fit.filter((draft) => keep.has(draft));
}

function gridTopic(topic: TopicDefinition, themes: readonly Theme[], kind: ChartKind): TopicGenerator {
  const generator = `di-${kind}`;
  return {
    topic,
    generate: () =>
      themes.flatMap((theme) => {
        for (let attempt = 0; attempt < 40; attempt++) {
          const random = new SeededRandom(`${generator}|${theme.key}|${attempt}`);
          const grid = drawGrid(theme, random);
          const drafts = usable(gridDrafts(theme, grid, kind, random), random);
          if (drafts.length < WANTED) continue;
          const [instruction, instructionHi] = INSTRUCTIONS[kind];
          const set: QuestionSet = {
            id: `${generator}-${theme.key}`,
            instruction: `${instruction} ${MADE_UP[0]}`,
            instructionHi: `${instructionHi} ${MADE_UP[1]}`,
            figure: gridFigure(theme, grid, kind),
          };
          return candidatesOf(topic, generator, set, drafts);
        }
        return [];
      }),
  };
}

const inDi = (id: string, name: string, nameHi: string): TopicDefinition => ({
  id,
  categoryId: 'data-interpretation',
  name,
  nameHi,
});

export const diTables = gridTopic(
  inDi('di-tables', 'Data Interpretation: Tables', 'आँकड़ों का विश्लेषण: तालिका'),
  TABLE_THEMES,
  'table',
);
export const diBarCharts = gridTopic(
  inDi('di-bar-charts', 'Data Interpretation: Bar Charts', 'आँकड़ों का विश्लेषण: दंड आरेख'),
  BAR_THEMES,
  'bar',
);
export const diLineCharts = gridTopic(
  inDi('di-line-charts', 'Data Interpretation: Line Charts', 'आँकड़ों का विश्लेषण: रेखा आरेख'),
  LINE_THEMES,
  'line',
);

export const diPieCharts: TopicGenerator = {
  topic: inDi('di-pie-charts', 'Data Interpretation: Pie Charts', 'आँकड़ों का विश्लेषण: पाई चार्ट'),
  generate: () =>
    PIE_THEMES.flatMap((theme) => {
      for (let attempt = 0; attempt < 400; attempt++) {
        const random = new SeededRandom(`di-pie|${theme.key}|${attempt}`);
        const shares = drawShares(theme.sectors.length, random);
        if (new Set(shares).size !== shares.length) continue;
        const drafts = usable(pieDrafts(theme, shares, random), random);
        if (drafts.length < WANTED) continue;
        const [instruction, instructionHi] = INSTRUCTIONS.pie;
        const set: QuestionSet = {
          id: `di-pie-${theme.key}`,
          instruction: `${instruction} ${MADE_UP[0]}`,
          instructionHi: `${instructionHi} ${MADE_UP[1]}`,
          figure: {
            kind: 'chart',
            chart: 'pie',
            title: theme.title,
            titleHi: theme.titleHi,
            unit: '%',
            unitHi: '%',
            categories: theme.sectors.map(([name]) => name),
            categoriesHi: theme.sectors.map(([, nameHi]) => nameHi),
            series: [{ name: 'Share', nameHi: 'हिस्सा', values: shares }],
          },
        };
        return candidatesOf(diPieCharts.topic, 'di-pie', set, drafts);
      }
      return [];
    }),
};

export const dataInterpretationGenerators: readonly TopicGenerator[] = [
  diTables,
  diBarCharts,
  diLineCharts,
  diPieCharts,
];
