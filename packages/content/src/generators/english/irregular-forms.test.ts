import { describe, expect, it } from 'vitest';
import { knownWords, loadIrregularVerbs } from '../../sources/english-words.ts';
import { validateCandidate } from '../../validators/question-validators.ts';
import {
  britishForms,
  irregularFormGenerators,
  isRegularPlural,
  pluralMistakes,
  regularPast,
} from './irregular-forms.ts';

const questions = irregularFormGenerators
  .flatMap((generator) => generator.generate())
  .map(({ question }) => question);
const keyOf = (stem: string) =>
  questions.find((question) => question.stem === stem)?.options[
    questions.find((question) => question.stem === stem)?.answerIndex ?? 0
  ];

describe('irregular forms', () => {
  it('pass the validators', () => {
    expect(
      irregularFormGenerators.flatMap((generator) => generator.generate()).flatMap(validateCandidate),
    ).toEqual([]);
  });

  it('teach the British forms, never American or archaic ones', () => {
    expect(
      britishForms('get', [
        ['got', 'gotten'],
        ['got', 'got'],
      ]),
    ).toEqual([['got', 'got']]);
    expect(keyOf('What is the past participle of "get"?')).toBe('got');
    // "spit" has too few plain mistakes to be asked ("spitted" is a word); if asked, "spat" is the key.
    expect(keyOf('What is the past tense of "spit"?') ?? 'spat').toBe('spat');
    expect(keyOf('What is the past tense of "stink"?')).toBe('stank');
    expect(keyOf('What is the past participle of "bear"?')).toBe('borne');
    expect(keyOf('What is the past participle of "strike"?')).toBe('struck');
    const shown = questions.flatMap((question) => [...question.options, question.explanation]).join(' ');
    for (const form of ['gotten', 'dove', 'snuck', 'pled', 'bidden', 'bade'])
      expect(shown).not.toMatch(new RegExp(`\\b${form}\\b`));
  });

  it('never call a regular verb or plural irregular', () => {
    const stems = questions.map((question) => question.stem);
    // Regular in British use: dived, sweated, proved; "relay" makes relayed.
    for (const verb of ['dive', 'sweat', 'prove', 'relay']) {
      expect(stems).not.toContain(`What is the past tense of "${verb}"?`);
      expect(stems).not.toContain(`What is the past participle of "${verb}"?`);
    }
    for (const question of questions) {
      const key = question.options[question.answerIndex] ?? '';
      const base = /"([a-z]+)"/.exec(question.stem)?.[1] ?? '';
      if (question.subcategoryId === 'irregular-plurals')
        expect(isRegularPlural(base, key), question.stem).toBe(false);
      else expect([`${base}ed`, base.endsWith('e') ? `${base}d` : ''], question.stem).not.toContain(key);
    }
    const regular: [string, string][] = [
      ['hero', 'heroes'],
      ['potato', 'potatoes'],
      ['penny', 'pennies'],
      ['quiz', 'quizzes'],
      ['box', 'boxes'],
      ['soliloquy', 'soliloquies'],
    ];
    for (const [singular, plural] of regular) expect(isRegularPlural(singular, plural), singular).toBe(true);
    const irregular: [string, string][] = [
      ['child', 'children'],
      ['criterion', 'criteria'],
      ['knife', 'knives'],
    ];
    for (const [singular, plural] of irregular)
      expect(isRegularPlural(singular, plural), singular).toBe(false);
  });

  it('never ask a vulgar or anatomical word', () => {
    const stems = questions.map((question) => question.stem).join(' ');
    for (const word of [
      'shit',
      'scrotum',
      'testis',
      'clitoris',
      'baculum',
      'goy',
      'uterus',
      'ovum',
      'speculum',
      'incubus',
      'looey',
    ])
      expect(stems).not.toContain(`"${word}"`);
  });

  it('offer the mistakes learners make, never a suffix stacked on an inflected form', () => {
    const verbs = loadIrregularVerbs();
    for (const question of questions) {
      const base = /"([a-z]+)"/.exec(question.stem)?.[1] ?? '';
      const key = question.options[question.answerIndex] ?? '';
      const inflected = new Set([key, ...(verbs[base] ?? []).flat()]);
      inflected.delete(base);
      for (const option of question.options.filter((_, index) => index !== question.answerIndex)) {
        for (const ending of ['eded', 'eses', 'enes', 'ened', 'aes'])
          if (option !== regularPast(base))
            expect(option.endsWith(ending) && !base.endsWith(ending), `${question.stem} ${option}`).toBe(
              false,
            );
        // Made from the base ("bited", "slides"), not stacked on "bit" or "slid".
        if (option === regularPast(base) || /^(s|es|ies)$/.test(option.slice(base.length))) continue;
        for (const form of inflected)
          for (const suffix of ['s', 'es', 'd', 'ed', 'en', 'ened'])
            expect(option, question.stem).not.toBe(`${form}${suffix}`);
      }
    }
    expect(keyOf('What is the past tense of "grow"?')).toBe('grew');
    const grow = questions.find((question) => question.stem === 'What is the past tense of "grow"?');
    expect(grow?.options).toContain('growed');
    const bring = questions.find((question) => question.stem === 'What is the past tense of "bring"?');
    expect(bring?.options).toContain('brang');
    const dictionary = knownWords();
    expect(pluralMistakes('ox', 'oxen', dictionary)).toContain('oxes');
    expect(pluralMistakes('goose', 'geese', dictionary)).toContain('gooses');
    expect(pluralMistakes('vertex', 'vertices', dictionary)).not.toContain('verticeses');
  });
});
