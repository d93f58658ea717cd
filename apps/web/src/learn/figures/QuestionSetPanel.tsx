import type { QuestionSet } from '@abhyas/domain';
import type { QuestionLanguage } from '../components/question-language.ts';
import { setTexts } from './localized-figure.ts';
import { QuestionFigure } from './QuestionFigure.tsx';

/** The passage, cloze text or chart that several questions share, shown above each of them. */
export function QuestionSetPanel({ set, language }: { set: QuestionSet; language: QuestionLanguage }) {
  const texts = setTexts(set, language);
  return (
    <section className="learn-set" lang={language} aria-label={texts.instruction} data-set-id={set.id}>
      <p className="learn-set__instruction">{texts.instruction}</p>
      {texts.passage !== undefined && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling passage must be reachable by keyboard
        <div className="learn-set__passage" tabIndex={0}>
          {texts.passage.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {set.figure && <QuestionFigure figure={set.figure} language={language} />}
    </section>
  );
}
