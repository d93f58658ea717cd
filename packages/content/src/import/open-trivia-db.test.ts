import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, parseOpenTriviaDb } from './open-trivia-db.ts';

const question = (overrides: Record<string, unknown>) =>
  JSON.stringify({
    type: 'multiple',
    difficulty: 'easy',
    category: 'Science',
    question: 'Which gas do plants absorb?',
    correct_answer: 'Carbon dioxide',
    incorrect_answers: ['Oxygen', 'Nitrogen', 'Helium'],
    ...overrides,
  });

describe('parseOpenTriviaDb', () => {
  it('reads multiple-choice results and decodes HTML entities', () => {
    const text = `{"response_code":0,"results":[\n${question({ question: 'What is &quot;H&#039;O&quot;?', correct_answer: 'Water &amp; ice' })}\n]}`;
    const result = parseOpenTriviaDb(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [first] = result.questions;
    expect(first?.stem).toBe(`What is "H'O"?`);
    expect(first?.options[first.answerIndex]).toBe('Water & ice');
    expect(first?.options).toHaveLength(4);
    expect(first?.line).toBe(2);
    expect(first?.difficulty).toBe('easy');
  });

  it('reports unsupported and malformed results by line', () => {
    const text = `{"results":[\n${question({})},\n${question({ type: 'boolean' })},\n${question({ question: 'Which gas do we exhale?', incorrect_answers: ['Oxygen'] })}\n]}`;
    expect(parseOpenTriviaDb(text)).toEqual({
      ok: false,
      problems: [
        'line 3: only "multiple" questions are supported, found "boolean"',
        'line 4: expected 4 options, found 2',
      ],
    });
  });

  it('reports invalid JSON', () => {
    expect(parseOpenTriviaDb('{"results": [')).toMatchObject({ ok: false });
  });

  it('decodes numeric and named entities', () => {
    expect(decodeHtmlEntities('&#x41;&#66;&lt;&gt;&unknown;')).toBe('AB<>&unknown;');
  });
});
