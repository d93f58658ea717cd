import type { Question } from '@abhyas/domain';
import { describe, expect, it } from 'vitest';
import { gcd } from '../../model/fraction.ts';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { placementOf, QUANTITATIVE_APTITUDE } from '../../taxonomy.ts';
import { ALL_GENERATORS } from '../all-generators.ts';
import { arithmeticExtraGenerators } from './arithmetic-extra-topics.ts';
import { MAX_HOURS } from './pipes-cisterns.ts';
import { MAX_DAYS } from './time-and-work.ts';

/** Every quantitative aptitude topic, wired or about to be. */
function quantitativeGenerators(): TopicGenerator[] {
  const byTopic = new Map<string, TopicGenerator>();
  for (const generator of [...ALL_GENERATORS, ...arithmeticExtraGenerators]) {
    if (placementOf(generator.topic).parentCategoryId === QUANTITATIVE_APTITUDE)
      byTopic.set(generator.topic.id, generator);
  }
  return [...byTopic.values()];
}

const questions: Question[] = quantitativeGenerators().flatMap((generator) =>
  generator.generate().map((candidate) => candidate.question),
);

/** Every text a learner reads, in both languages. */
function textsOf(question: Question): string[] {
  return [
    question.stem,
    question.explanation,
    ...question.options,
    question.stemHi ?? '',
    question.explanationHi ?? '',
    ...(question.optionsHi ?? []),
  ];
}

function offenders(test: (question: Question) => string | undefined): string[] {
  return questions.flatMap((question) => {
    const found = test(question);
    return found === undefined ? [] : [`${question.subcategoryId}/${question.id}: ${found}`];
  });
}

describe('quantitative aptitude questions', () => {
  it('are there to check', () => {
    expect(questions.length).toBeGreaterThan(2000);
  });

  it('never show floating-point artefacts such as 13.666666666666666', () => {
    expect(offenders((q) => textsOf(q).find((text) => /\d\.\d{3,}/.test(text)))).toEqual([]);
  });

  it('never show NaN, undefined, Infinity or an empty placeholder', () => {
    expect(
      offenders((q) => textsOf(q).find((text) => /NaN|undefined|Infinity|\[object|\$\{/.test(text))),
    ).toEqual([]);
  });

  it('offer ratios only in lowest terms and never x : x', () => {
    expect(
      offenders((q) =>
        [...q.options, ...(q.optionsHi ?? [])].find((option) => {
          const match = /^(\d+) : (\d+)$/.exec(option);
          if (!match) return false;
          const a = Number(match[1]);
          const b = Number(match[2]);
          return a === b || gcd(a, b) !== 1;
        }),
      ),
    ).toEqual([]);
  });

  it('explain a method instead of restating the answer ("17 : 22 = 17 : 22")', () => {
    expect(
      offenders((q) => {
        const key = q.options[q.answerIndex] ?? '';
        for (const text of [q.explanation, q.explanationHi ?? q.explanation]) {
          // "17 : 22 = 17 : 22" or "= 40 = 40": a step that only repeats itself.
          if (/(\d+ : \d+) = \1(?![\d/])/.test(text)) return text;
          if (/= (\d+(?:\.\d+)?) = \1(?![\d.]| *[×÷+−/:])/.test(text)) return text;
          // Take the key away: a working step or a reason in words must be left.
          const rest = text.split(key).join('');
          if (!/[\d×÷+−√→]/.test(rest) && rest.replace(/\s/g, '').length < 15) return text;
        }
        return undefined;
      }),
    ).toEqual([]);
  });

  it('carry a Hindi stem, options and explanation, with units in Hindi', () => {
    expect(
      offenders((q) => {
        if (!q.stemHi || !q.explanationHi || !q.optionsHi) return 'no Hindi';
        if (!/[\u0900-\u097F]/.test(q.stemHi)) return q.stemHi;
        // Options with units read in Hindi ("5 दिन"), not "5 days".
        return q.optionsHi.find((option) => /[A-Za-z]{2,}/.test(option));
      }),
    ).toEqual([]);
  });

  it('write negative numbers with a true minus sign and no LaTeX', () => {
    expect(
      offenders((q) =>
        textsOf(q).find((text) => /(^|[\s(=:])-\d/.test(text) || /\\(frac|sqrt|times)|\^\{/.test(text)),
      ),
    ).toEqual([]);
  });

  it('agree a unit with its number ("1 day", never "1 days")', () => {
    expect(
      offenders((q) =>
        textsOf(q).find((text) =>
          /(^|[^\d.,/])1 (years|days|hours|seconds|minutes|units|litres)\b/.test(text),
        ),
      ),
    ).toEqual([]);
  });

  it('spell ordinals right (52nd, never 3th)', () => {
    expect(
      offenders((q) =>
        textsOf(q).find((text) => /\b\d*(?<!1)(1th|2th|3th)\b|\b\d*(?<!1)[4-9]?(1nd|2st|3st)\b/.test(text)),
      ),
    ).toEqual([]);
  });

  it('group money the Indian way (₹1,20,000), never ₹120000', () => {
    expect(offenders((q) => textsOf(q).find((text) => /₹\d{4,}/.test(text)))).toEqual([]);
  });

  it('offer only possible remainders (less than the divisor)', () => {
    expect(
      offenders((q) => {
        const match = /^What is the remainder when .* is divided by (\d+)\?$/.exec(q.stem);
        if (!match) return undefined;
        const divisor = Number(match[1]);
        return q.options.find((option) => !(Number(option) >= 0 && Number(option) < divisor));
      }),
    ).toEqual([]);
  });

  it('offer single digits when asking for a unit digit or a missing digit', () => {
    expect(
      offenders((q) =>
        /unit digit of|the digit x|value of the digit x/.test(q.stem)
          ? q.options.find((option) => !/^\d$/.test(option))
          : undefined,
      ),
    ).toEqual([]);
  });

  it('offer simple interest as the trap in every compound interest question', () => {
    const compound = questions.filter(
      (q) => q.subcategoryId === 'compound-interest' && q.stem.startsWith('What is the compound interest on'),
    );
    expect(compound.length).toBeGreaterThan(100);
    const missing = compound.filter((q) => {
      const match = /on ₹([\d,]+) at (\d+)% per annum for (\d+) years/.exec(q.stem);
      if (!match) return true;
      const [principal, rate, years] = [match[1], match[2], match[3]].map((value) =>
        Number((value ?? '').replace(/,/g, '')),
      ) as [number, number, number];
      const simple = (principal * rate * years) / 100;
      return !q.options.some((option) => Number(option.replace(/[₹,]/g, '')) === simple);
    });
    expect(missing.map((q) => q.stem)).toEqual([]);
  });

  it('offer the wrong-base answer in percentage change and profit questions', () => {
    const onBase = questions.filter(
      (q) =>
        (q.subcategoryId === 'percentage-change' && /changes from/.test(q.stem)) ||
        (q.subcategoryId === 'profit-and-loss' && /buys an article for/.test(q.stem)),
    );
    expect(onBase.length).toBeGreaterThan(100);
    const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));
    const missing = onBase.filter((q) => {
      const [before, after] = (q.stem.match(/₹[\d,]+/g) ?? []).map(rupees) as [number, number];
      const change = Math.abs(after - before);
      // change/after × 100, written as the options write it
      const wrong = (change * 100) / after;
      return !q.options.some((option) => {
        const match = /^(\d+)(?: (\d+)\/(\d+))?(?:\.(\d+))?%$/.exec(option);
        if (!match) return false;
        const whole = Number(match[1]);
        const value = match[2]
          ? whole + Number(match[2]) / Number(match[3])
          : Number(`${match[1]}.${match[4] ?? '0'}`);
        return Math.abs(value - wrong) < 0.01;
      });
    });
    expect(missing.map((q) => q.stem)).toEqual([]);
  });
  it('write every ratio in boats and streams in lowest terms ("2 : 1", never "4 : 2")', () => {
    const boats = questions.filter((q) => q.subcategoryId === 'boats-and-streams');
    expect(boats.length).toBeGreaterThan(100);
    const offending = boats.flatMap((q) =>
      textsOf(q).flatMap((text) =>
        [...text.matchAll(/(\d+) : (\d+)/g)]
          .filter((match) => gcd(Number(match[1]), Number(match[2])) !== 1)
          .map((match) => `${q.id}: ${match[0]} in ${text}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it("keep work and tank times within the paper's range", () => {
    const limits: Record<string, [RegExp, number]> = {
      'time-and-work': [/(\d+) (?:days?|दिन)/g, MAX_DAYS],
      'pipes-and-cisterns': [/(\d+) (?:hours?|घंटे|घंटा)/g, MAX_HOURS],
    };
    const checked = questions.filter((q) => q.subcategoryId in limits);
    expect(checked.length).toBeGreaterThan(200);
    expect(
      offenders((q) => {
        const limit = limits[q.subcategoryId];
        if (!limit) return undefined;
        const [pattern, most] = limit;
        // The data and the key; a wrong option may overshoot (A's and B's days added).
        const texts = [q.stem, q.stemHi ?? '', q.options[q.answerIndex] ?? ''];
        return texts.find((text) => [...text.matchAll(pattern)].some((match) => Number(match[1]) > most));
      }),
    ).toEqual([]);
  });

  it('write money one way in profit, loss and discount: ₹ with Indian grouping, two decimals only for paise', () => {
    const money = questions.filter((q) => ['profit-and-loss', 'discount'].includes(q.subcategoryId));
    expect(money.length).toBeGreaterThan(300);
    expect(
      offenders((q) =>
        money.includes(q)
          ? textsOf(q)
              .flatMap((text) => text.split('\n'))
              .find(
                (line) =>
                  // ₹104.5 or ₹12.00
                  /₹[\d,]+\.(?:\d(?!\d)|00)/.test(line) ||
                  // In a line about money, a bare 104.5 or 1200: an amount written without its ₹.
                  (line.includes('₹') &&
                    (/(?<![₹\d,.])\d+\.\d+(?![\d%])/.test(line) ||
                      /(?<![₹\d,./])\d{4,}(?![\d%])/.test(line))),
              )
          : undefined,
      ),
    ).toEqual([]);
  });

  it('say in Hindi that a trader suffers a loss, never that he earns one', () => {
    expect(offenders((q) => textsOf(q).find((text) => /हानि कमा/.test(text)))).toEqual([]);
  });
});
