import { describe, expect, it } from 'vitest';
import type { TopicGenerator } from '../../model/topic-generator.ts';
import { diseaseGenerators } from './diseases.ts';
import { inventionGenerators } from './inventions.ts';
import { nationalSymbolGenerators } from './national-symbols.ts';
import { staticFactGenerators } from './static-facts.ts';

function hindiOf(generators: readonly TopicGenerator[], stem: string) {
  const question = generators
    .flatMap((generator) => generator.generate())
    .map((candidate) => candidate.question)
    .find((candidate) => candidate.stem === stem);
  if (!question) throw new Error(`no question "${stem}"`);
  return { stem: question.stemHi, explanation: question.explanationHi, options: question.optionsHi };
}

// Hindi inflects where English does not; these are the cases the templates handle on purpose.
describe('Hindi wording of the legacy general-knowledge topics', () => {
  it('makes the verb agree with a feminine day and writes dates with Hindi months', () => {
    expect(hindiOf(staticFactGenerators, 'On which date is Gandhi Jayanti observed?')).toMatchObject({
      stem: 'गांधी जयंती प्रतिवर्ष किस तारीख को मनाई जाती है?',
      explanation: expect.stringContaining('2 अक्तूबर को मनाई जाती है।'),
    });
    expect(hindiOf(staticFactGenerators, "On which date is Teachers' Day observed?").stem).toBe(
      'शिक्षक दिवस प्रतिवर्ष किस तारीख को मनाया जाता है?',
    );
  });

  it('puts a masculine achievement in the oblique case before "का श्रेय"', () => {
    expect(hindiOf(inventionGenerators, 'Who is credited with inventing dynamite?').stem).toBe(
      'डायनामाइट के आविष्कार का श्रेय किसे दिया जाता है?',
    );
    expect(hindiOf(inventionGenerators, 'Who is credited with discovering penicillin?').stem).toBe(
      'पेनिसिलिन की खोज का श्रेय किसे दिया जाता है?',
    );
  });

  it('keeps a disease name in its dictionary form before "का" and names a virus once', () => {
    expect(hindiOf(diseaseGenerators, 'What kind of pathogen causes cholera?').stem).toBe(
      'हैजा रोग का कारण किस प्रकार का रोगाणु है?',
    );
    expect(hindiOf(diseaseGenerators, 'Which pathogen causes smallpox?').explanation).toBe(
      'चेचक रोग का कारण वैरियोला विषाणु है।',
    );
  });

  it('agrees with a feminine national symbol', () => {
    expect(hindiOf(nationalSymbolGenerators, 'What is the national river of India?')).toMatchObject({
      stem: 'भारत की राष्ट्रीय नदी क्या है?',
      explanation: 'गंगा भारत की राष्ट्रीय नदी है।',
    });
  });
});
