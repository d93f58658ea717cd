import type { QuestionSet } from '@abhyas/domain';
import type { QuestionLanguage } from '../components/question-language.ts';
import { setTexts } from './localized-figure.ts';
import { QuestionFigure } from './QuestionFigure.tsx';

/**
 * The passage, cloze text or chart that several questions share, shown above each of them. A figure
 * with its caption, not a labelled region: a review lists one set beside each of its questions, and
 * regions of one name would make the page's landmarks ambiguous.
 */
export function QuestionSetPanel({ set, language }: { set: QuestionSet; language: QuestionLanguage }) {
  const texts = setTexts(set, language);
  return (
    <figure className="learn-set" lang={language} data-set-id={set.id}>
      <figcaption className="learn-set__instruction">{texts.instruction}</figcaption>
      {texts.passage !== undefined && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling passage must be reachable by keyboard
        <div className="learn-set__passage" tabIndex={0}>
          {texts.passage.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {set.figure && <QuestionFigure figure={set.figure} language={language} />}
    </figure>
  );
}
