import { PALETTE_STATES, type PaletteState, paletteCounts, type QuizSession } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import { localName } from '../catalog/catalog-lookup.ts';
import { type MockSection, sectionSummaries } from './mock-sections.ts';

/**
 * The exam's summary before the final submit: for each section, how many questions are in
 * each of the palette's five states, and the paper's totals.
 */
export function MockSubmitSummary({
  session,
  sections,
}: {
  session: QuizSession;
  sections: readonly MockSection[];
}) {
  const { t, i18n } = useTranslation('learn');
  const counts = (values: Record<PaletteState, number>) => (
    <tr>
      {PALETTE_STATES.map((state) => (
        <td key={state} data-state={state}>
          {values[state]}
        </td>
      ))}
    </tr>
  );
  // Each section's name heads its own row above its five counts: on a 360 px phone, the five
  // state columns get the whole width instead of sharing it with a column of long names.
  return (
    <div className="learn-mock-summary">
      <table className="learn-mock-summary__table" data-testid="mock-submit-summary">
        <caption>{t('mock.summaryCaption')}</caption>
        <thead>
          <tr>
            {PALETTE_STATES.map((state) => (
              <th key={state} scope="col">
                <span className={`learn-palette__swatch learn-palette--${state}`} aria-hidden="true" />
                {t(`mock.summaryState.${state}`)}
              </th>
            ))}
          </tr>
        </thead>
        {sectionSummaries(session, sections).map(({ section, counts: sectionCounts }) => (
          <tbody key={section.id} data-section={section.id}>
            <tr>
              <th scope="rowgroup" colSpan={PALETTE_STATES.length}>
                {localName(section, i18n.language)}
              </th>
            </tr>
            {counts(sectionCounts)}
          </tbody>
        ))}
        <tfoot data-section="total">
          <tr>
            <th scope="rowgroup" colSpan={PALETTE_STATES.length}>
              {t('mock.summaryTotal')}
            </th>
          </tr>
          {counts(paletteCounts(session))}
        </tfoot>
      </table>
      <p className="learn-hint">{t('mock.markedScored')}</p>
    </div>
  );
}
