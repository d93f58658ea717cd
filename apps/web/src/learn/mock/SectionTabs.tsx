import { paletteCounts, type QuizSession } from '@abhyas/domain';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localName } from '../catalog/catalog-lookup.ts';
import { type MockSection, sectionIndices, tabAfterKey } from './mock-sections.ts';

const PANEL_ID = 'learn-mock-panel';
const tabId = (section: MockSection) => `learn-mock-tab-${section.id}`;

/**
 * A mock's sections as a WAI-ARIA tablist over one panel (the current question and its
 * section's palette). The selected tab alone is in the Tab order; the arrows, Home and End
 * move between tabs and open each at once, since opening one only moves to a question, and
 * keep the focus on the tabs. A tap, a click, Enter or Space opens the section and takes the
 * focus to its question, so the next Enter goes on as everywhere else in the test.
 */
export function SectionTabs({
  sections,
  current,
  session,
  onChoose,
  children,
}: {
  sections: readonly MockSection[];
  current: number;
  session: QuizSession;
  onChoose: (position: number, focusQuestion: boolean) => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('learn');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = sections[current];
  return (
    <>
      <div role="tablist" aria-label={t('mock.sections')} className="learn-mock-tabs">
        {sections.map((section, position) => {
          const counts = paletteCounts(session, sectionIndices(section));
          const answered = counts.answered + counts['answered-marked'];
          return (
            <button
              key={section.id}
              ref={(element) => {
                tabs.current[position] = element;
              }}
              type="button"
              role="tab"
              id={tabId(section)}
              className="learn-mock-tab"
              aria-selected={position === current}
              aria-controls={PANEL_ID}
              tabIndex={position === current ? 0 : -1}
              onClick={() => onChoose(position, true)}
              onKeyDown={(event) => {
                const next = tabAfterKey(position, event.key, sections.length);
                if (next === undefined) return;
                event.preventDefault();
                onChoose(next, false);
                tabs.current[next]?.focus();
              }}
            >
              <span className="learn-mock-tab__name">{localName(section, i18n.language)}</span>
              <span className="learn-mock-tab__count">
                {t('mock.tabAnswered', { answered, total: section.end - section.start })}
              </span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={PANEL_ID}
        className="learn-mock-panel"
        aria-labelledby={selected ? tabId(selected) : undefined}
      >
        {children}
      </div>
    </>
  );
}
