import type { Drawing } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { DrawingFigure } from '../figures/DrawingFigure.tsx';
import { OPTION_LETTERS } from './localized-question.ts';

export interface OptionListProps {
  options: readonly string[];
  selectedIndex: number | null;
  onChoose: (index: number) => void;
  /** After a practice answer: the correct option is shown, and no choice can change. */
  revealedAnswerIndex?: number;
  labelledBy: string;
  /** The language of the option texts, for screen readers' pronunciation and the Devanagari font. */
  language?: string;
  /** Pictures as options; each option's text is then its picture's text alternative. */
  optionFigures?: readonly Drawing[] | undefined;
}

type OptionState = 'idle' | 'selected' | 'correct' | 'wrong';

function optionState(index: number, selected: number | null, revealed: number | undefined): OptionState {
  if (revealed === undefined) return index === selected ? 'selected' : 'idle';
  if (index === revealed) return 'correct';
  return index === selected ? 'wrong' : 'idle';
}

/**
 * The four options as toggle buttons: a choice shows at once (pure CSS on aria-pressed),
 * and a screen reader hears the option and whether it is chosen.
 */
export function OptionList({
  options,
  selectedIndex,
  onChoose,
  revealedAnswerIndex,
  labelledBy,
  language,
  optionFigures,
}: OptionListProps) {
  const { t } = useTranslation('learn');
  const revealed = revealedAnswerIndex !== undefined;
  return (
    <ol className="learn-options" aria-labelledby={labelledBy} lang={language}>
      {options.map((option, index) => {
        const state = optionState(index, selectedIndex, revealedAnswerIndex);
        return (
          <li key={OPTION_LETTERS[index]}>
            <button
              type="button"
              data-option={index}
              className={`learn-option learn-option--${state}`}
              aria-pressed={index === selectedIndex}
              aria-disabled={revealed || undefined}
              onClick={() => {
                if (!revealed) onChoose(index);
              }}
            >
              <span className="learn-option__letter" aria-hidden="true">
                {OPTION_LETTERS[index]}
              </span>
              <span className="learn-sr-only">
                {t('common.optionLetter', { letter: OPTION_LETTERS[index] })}:{' '}
              </span>
              {optionFigures?.[index] ? (
                <>
                  <span aria-hidden="true" className="learn-option__figure">
                    <DrawingFigure drawing={optionFigures[index]} alt={option} />
                  </span>
                  <span className="learn-sr-only">{option}</span>
                </>
              ) : (
                <span className="learn-option__text">{option}</span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
