import type { ReportedQuestion } from '@abhyas/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../admin-i18n.ts';
import { adminApi, reasonOf } from '../operator-api.ts';
import { QuestionEditForm } from './QuestionEditForm.tsx';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

function stateOf(reported: ReportedQuestion): 'autoHidden' | 'hidden' | 'unhidden' | 'visible' {
  if (reported.autoHidden) return 'autoHidden';
  if (reported.hidden) return 'hidden';
  return reported.decision === 'unhidden' ? 'unhidden' : 'visible';
}

/** One reported question: what it says, its state, its reports, and Hide / Unhide / Edit. */
export function ReportedQuestionCard({
  reported,
  onChanged,
}: {
  reported: ReportedQuestion;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [editing, setEditing] = useState(false);
  const { question } = reported;
  const state = stateOf(reported);
  const dateOf = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  const decide = async (action: 'hide' | 'unhide') => {
    setBusy(true);
    setMessage(null);
    try {
      await adminApi[action](reported.questionId);
      setMessage({
        text: t(action === 'hide' ? 'questions.hiddenDone' : 'questions.unhiddenDone'),
        failed: false,
      });
      await onChanged();
    } catch (error) {
      setMessage({ text: t('questions.actionFailed', { reason: reasonOf(error) }), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="reported" aria-labelledby={headingId} data-question-id={reported.questionId}>
      <header className="reported__header">
        <h3 id={headingId}>
          {question ? question.stem : t('questions.questionId', { id: reported.questionId })}
        </h3>
        <span className={`reported__state reported__state--${state}`}>{t(`questions.state.${state}`)}</span>
      </header>
      <p className="reported__meta">
        {t('questions.topic', { name: reported.topic.name ?? t('questions.unknownTopic') })} ·{' '}
        {t('questions.questionId', { id: reported.questionId })}
      </p>
      {question ? (
        <>
          <ol className="reported__options" type="A">
            {question.options.map((option, index) => (
              <li
                key={LETTERS[index]}
                className={index === question.answerIndex ? 'reported__correct' : undefined}
              >
                {option}
                {index === question.answerIndex ? ` (${t('questions.correct')})` : null}
              </li>
            ))}
          </ol>
          <p className="reported__explanation">
            {t('questions.explanation', { text: question.explanation })}
          </p>
        </>
      ) : (
        <p>{t('questions.missingQuestion', { id: reported.questionId })}</p>
      )}
      {reported.revisionOf ? (
        <p className="admin-note">{t('questions.revisionOf', { id: reported.revisionOf })}</p>
      ) : null}
      {reported.revisedAs ? (
        <p className="admin-note">{t('questions.revisedAs', { id: reported.revisedAs })}</p>
      ) : null}
      <p>
        <strong>{t('questions.reportCount', { count: reported.reports.length })}</strong>{' '}
        {t('questions.goodStanding', {
          count: reported.goodStandingReporters,
          since: reported.reportsSinceDecision,
        })}
      </p>
      <table className="reported__reports">
        <caption className="visually-hidden">{t('questions.reports')}</caption>
        <tbody>
          {reported.reports.map((report, index) => (
            // Reports carry no id (never who sent them): their order is the server's, newest first.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
            <tr key={index}>
              <th scope="row">{t(`questions.reason.${report.reason}`)}</th>
              <td>
                {report.note ?? <span className="admin-note">{t('questions.noNote')}</span>}
                {report.goodStanding ? null : (
                  <span className="admin-note"> {t('questions.notGoodStanding')}</span>
                )}
              </td>
              <td>
                <time dateTime={report.createdAt}>{dateOf(report.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="reported__actions">
        {/* A revised question stays hidden: learners get its revision. */}
        {reported.revisedAs ? null : reported.hidden ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void decide('unhide')}
          >
            {t('questions.unhide')}
          </button>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => void decide('hide')}>
            {t('questions.hide')}
          </button>
        )}
        {question && !reported.revisedAs ? (
          <button
            type="button"
            className="button"
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            {t('questions.edit')}
          </button>
        ) : null}
      </div>
      {message ? (
        <p
          role={message.failed ? 'alert' : 'status'}
          className={message.failed ? 'admin-alert' : 'admin-done'}
        >
          {message.text}
        </p>
      ) : null}
      {editing && question ? (
        <QuestionEditForm
          question={question}
          onCancel={() => setEditing(false)}
          onSaved={async (revision) => {
            setEditing(false);
            setMessage({ text: t('edit.saved', { id: revision.questionId }), failed: false });
            await onChanged();
          }}
        />
      ) : null}
    </article>
  );
}
