import { describe, expect, it } from 'vitest';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { indianStateGenerators } from './indian-states.ts';
import { nationalParkGenerators } from './national-parks.ts';
import { riversAndDamsGenerators } from './rivers-and-dams.ts';

function questionsOf(generators: readonly TopicGenerator[]) {
  return generators.flatMap((generator) => generator.generate()).map((candidate) => candidate.question);
}

function hindiOf(generators: readonly TopicGenerator[], stem: string) {
  const question = questionsOf(generators).find((candidate) => candidate.stem === stem);
  if (!question) throw new Error(`no question "${stem}"`);
  return { stem: question.stemHi, explanation: question.explanationHi, options: question.optionsHi };
}

describe('Hindi of the legacy Indian geography topics', () => {
  it('asks every question of States, parks, rivers and dams in Hindi too', () => {
    const questions = questionsOf([
      ...indianStateGenerators,
      ...nationalParkGenerators,
      ...riversAndDamsGenerators,
    ]);
    expect(questions.length).toBeGreaterThan(300);
    const missing = questions.filter(
      (question) => !question.stemHi || question.optionsHi?.length !== 4 || !question.explanationHi,
    );
    expect(missing.map((question) => question.stem)).toEqual([]);
  });

  it('names the State or Union territory a capital belongs to', () => {
    expect(hindiOf(indianStateGenerators, 'What is the capital of Karnataka?')).toMatchObject({
      stem: 'कर्नाटक की राजधानी क्या है?',
      explanation: 'बेंगलुरु कर्नाटक राज्य की राजधानी है।',
    });
  });

  it('does not say "river" twice for the Mahanadi', () => {
    expect(hindiOf(riversAndDamsGenerators, 'Which of these dams stands on the Mahanadi?').stem).toBe(
      'इनमें से कौन-सा बाँध महानदी पर बना है?',
    );
    expect(hindiOf(riversAndDamsGenerators, 'On which river does the Bhakra Dam stand?').explanation).toBe(
      'भाखड़ा बाँध हिमाचल प्रदेश में सतलुज नदी पर बना है।',
    );
  });

  it('puts what a park is known for in the oblique case before "के लिए"', () => {
    expect(
      hindiOf(nationalParkGenerators, 'Which national park is best known for the one-horned rhinoceros?')
        .stem,
    ).toBe('कौन-सा राष्ट्रीय उद्यान एक सींग वाले गैंडे के लिए सबसे अधिक जाना जाता है?');
  });
});
