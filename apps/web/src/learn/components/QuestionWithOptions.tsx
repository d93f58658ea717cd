import type { Question } from '@abhyas/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionFigure } from '../figures/QuestionFigure.tsx';
import { QuestionSetPanel } from '../figures/QuestionSetPanel.tsx';
import { localizedQuestion } from './localized-question.ts';
import { OptionList, type OptionListProps } from './OptionList.tsx';
import { QuestionLanguageSwitch } from './QuestionLanguageSwitch.tsx';
import { hasHindi, useQuestionLanguage } from './question-language.ts';

/** The option list is labelled by the heading; the e2e suite finds the question by `data-question-id`. */
const QUESTION_HEADING_ID = 'learn-question';

export interface QuestionWithOptionsProps
  extends Pick<OptionListProps, 'selectedIndex' | 'onChoose' | 'revealedAnswerIndex'> {
  question: Question;
  /** The screen focuses the heading when a new question comes, so a screen reader reads it and Tab starts at its options. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Read by a screen reader only, before the stem (the quiz's "Question 2 of 10"). */
  positionLabel?: string;
}

/**
 * The question's stem as the page heading, and its options, in the learner's question language
 * where the question has it; a question with a Hindi version offers the English/Hindi switch.
 * A passage or chart the question shares with others comes first, the question's own figure
 * after the stem.
 */
export function QuestionWithOptions({
  question,
  headingRef,
  positionLabel,
  ...optionListProps
}: QuestionWithOptionsProps) {
  const { i18n } = useTranslation('learn');
  const { language, stem, options } = localizedQuestion(question, useQuestionLanguage(i18n.language));
  return (
    <>
      {hasHindi(question) && <QuestionLanguageSwitch shown={language} />}
      {question.set && <QuestionSetPanel set={question.set} language={language} />}
      <h1
        ref={headingRef}
        id={QUESTION_HEADING_ID}
        className="learn-question"
        lang={language}
        tabIndex={-1}
        data-question-id={question.id}
      >
        {positionLabel !== undefined && <span className="learn-sr-only">{positionLabel}: </span>}
        {stem}
      </h1>
      {question.figure && <QuestionFigure figure={question.figure} language={language} />}
      <OptionList
        {...optionListProps}
        options={options}
        optionFigures={question.optionFigures}
        labelledBy={QUESTION_HEADING_ID}
        language={language}
      />
    </>
  );
}
