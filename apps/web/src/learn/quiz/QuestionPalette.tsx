import { PALETTE_STATES, paletteCounts, paletteState, type QuizSession } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';

/**
 * The exam palette: every question's state at a glance, and a jump to any of them. A mock
 * shows its current section's questions alone, numbered within the whole paper.
 */
export function QuestionPalette({
  session,
  indices = [...session.questionIds.keys()],
  sectionName,
  onGoTo,
}: {
  session: QuizSession;
  indices?: readonly number[];
  sectionName?: string;
  onGoTo: (index: number) => void;
}) {
  const { t } = useTranslation('learn');
  const counts = paletteCounts(session, indices);
  return (
    <section className="learn-palette" aria-labelledby="learn-palette-title">
      <h2 id="learn-palette-title" className="learn-palette__title">
        {sectionName === undefined ? t('quiz.palette') : t('mock.palette', { section: sectionName })}
      </h2>
      <ul className="learn-palette__legend">
        {PALETTE_STATES.map((state) => (
          <li key={state}>
            <span className={`learn-palette__swatch learn-palette--${state}`} aria-hidden="true" />
            {t(`quiz.state.${state}`)}: {counts[state]}
          </li>
        ))}
      </ul>
      <ol className="learn-palette__grid">
        {indices.map((index) => {
          const state = paletteState(session, index);
          const current = index === session.currentIndex;
          return (
            <li key={index}>
              <button
                type="button"
                className={`learn-palette__button learn-palette--${state}`}
                aria-current={current ? 'step' : undefined}
                aria-label={t('quiz.paletteButton', { number: index + 1, state: t(`quiz.state.${state}`) })}
                data-state={state}
                onClick={() => onGoTo(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
