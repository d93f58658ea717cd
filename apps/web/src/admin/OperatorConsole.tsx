import { type KeyboardEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyScreen } from '../shell/chunk-retry.ts';
import { ADMIN_NAMESPACE, useAdminWords } from './admin-i18n.ts';
import './admin.css';

// Each section is its own chunk: the chart library comes only with Usage.
const UsagePanel = lazyScreen(() => import('./usage/OperatorUsagePanel.tsx'));
const QuestionsPanel = lazyScreen(() => import('./questions/OperatorQuestionsPanel.tsx'));

const SECTIONS = ['usage', 'questions'] as const;
type Section = (typeof SECTIONS)[number];

function SectionLoading() {
  const { t } = useTranslation('shell');
  return <p role="status">{t('loading.screen')}</p>;
}

/** The operator's console: usage figures, and the reported questions with the bank's import. */
export default function OperatorConsole({ email }: { email: string }) {
  const wordsReady = useAdminWords();
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [section, setSection] = useState<Section>('usage');
  const tabs = useRef<Record<Section, HTMLButtonElement | null>>({ usage: null, questions: null });

  useEffect(() => {
    document.title = `${t('title')} – ${t('shell:app.name')}`;
  }, [t]);

  // The tabs pattern of the ARIA practices: arrows move between tabs, Home and End to the ends.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = SECTIONS.indexOf(section);
    const next =
      event.key === 'ArrowRight'
        ? SECTIONS[(index + 1) % SECTIONS.length]
        : event.key === 'ArrowLeft'
          ? SECTIONS[(index + SECTIONS.length - 1) % SECTIONS.length]
          : event.key === 'Home'
            ? SECTIONS[0]
            : event.key === 'End'
              ? SECTIONS[SECTIONS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setSection(next);
    tabs.current[next]?.focus();
  };

  if (!wordsReady) return <SectionLoading />;
  return (
    <div className="admin-console">
      <header className="admin-console__header">
        <h1>{t('title')}</h1>
        <p className="admin-console__who">{t('signedInAs', { email })}</p>
      </header>
      <div className="admin-tabs" role="tablist" aria-label={t('sections')}>
        {SECTIONS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${name}`}
            aria-selected={section === name}
            aria-controls={`admin-panel-${name}`}
            tabIndex={section === name ? 0 : -1}
            className="admin-tabs__tab"
            onClick={() => setSection(name)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <section
        className="admin-panel"
        role="tabpanel"
        id={`admin-panel-${section}`}
        aria-labelledby={`admin-tab-${section}`}
      >
        <Suspense fallback={<SectionLoading />}>
          {section === 'usage' ? <UsagePanel /> : <QuestionsPanel />}
        </Suspense>
      </section>
    </div>
  );
}
