import type { ReportedQuestionList } from '@abhyas/domain';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../admin-i18n.ts';
import { adminApi, reasonOf } from '../operator-api.ts';
import { ImportBank } from './ImportBank.tsx';
import { ReportedQuestionCard } from './ReportedQuestionCard.tsx';

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; reason: string }
  | { kind: 'loaded'; list: ReportedQuestionList };

/** The reported questions, each with its reports and the operator's decisions; then the import. */
export default function QuestionsPanel() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    try {
      setLoad({ kind: 'loaded', list: await adminApi.reported() });
    } catch (error) {
      setLoad({ kind: 'failed', reason: reasonOf(error) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <div className="questions">
      <h2>{t('questions.heading')}</h2>
      {load.kind === 'loading' ? <p role="status">{t('questions.loading')}</p> : null}
      {load.kind === 'failed' ? (
        <div role="alert" className="admin-alert">
          <p>{t('loadFailed', { reason: load.reason })}</p>
          <button type="button" className="button" onClick={() => void refresh()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {load.kind === 'loaded' ? (
        <>
          <p className="admin-note">{t('questions.threshold', { count: load.list.reportsToHide })}</p>
          {load.list.questions.length === 0 ? (
            <p>{t('questions.none')}</p>
          ) : (
            <ul className="reported-list">
              {load.list.questions.map((question) => (
                <li key={question.questionId}>
                  <ReportedQuestionCard reported={question} onChanged={refresh} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <ImportBank />
    </div>
  );
}
