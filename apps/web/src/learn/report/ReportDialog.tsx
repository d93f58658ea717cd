import {
  QUESTION_REPORT_NOTE_MAX_LENGTH,
  QUESTION_REPORT_REASONS,
  type QuestionReportReason,
} from '@abhyas/domain';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/auth-context.tsx';
import { useLearner } from '../catalog/use-learner.ts';
import {
  draftOf,
  keepDraft,
  openingView,
  type ReportDraft,
  type ReportFormView,
  type ReportView,
  settleDraft,
  viewAfterSend,
  viewOnSend,
} from './report-dialog-state.ts';
import { REPORT_NAMESPACE } from './report-i18n.ts';
import { isReported, isReportQueued } from './report-outbox.ts';
import { reportRequest, sendReport } from './report-sender.ts';
import './report.css';

/** Moves focus into the dialog when what had it went away (a step replaced by the next). */
function useFocusWithin(dialog: RefObject<HTMLDialogElement | null>, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.contains(document.activeElement)) target.current?.focus();
  }, [dialog, target]);
}

/**
 * "Report a problem" on a question: a native modal dialog (focus stays inside, Escape closes,
 * the button that opened it gets focus back) with the reasons, an optional note, Send and
 * Cancel. A visitor is invited to sign in; offline, the report is kept and sent later.
 */
export function ReportDialog({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const { uid } = useLearner();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="learn-dialog report-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{t('title')}</h2>
      {/* Signing in within the dialog starts it again, on the learner's own reports. */}
      <ReportSteps
        key={uid ?? 'visitor'}
        uid={uid}
        questionId={questionId}
        dialog={dialog}
        onClose={onClose}
      />
    </dialog>
  );
}

function ReportSteps({
  uid,
  questionId,
  dialog,
  onClose,
}: {
  uid: string | undefined;
  questionId: string;
  dialog: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
}) {
  const [view, setView] = useState<ReportView>(() =>
    openingView({
      signedIn: uid !== undefined,
      reported: uid !== undefined && isReported(uid, questionId),
      queued: uid !== undefined && isReportQueued(uid, questionId),
    }),
  );
  const [draft, setDraft] = useState<ReportDraft>(() => draftOf(questionId));
  const change = (next: ReportDraft) => {
    keepDraft(questionId, next);
    setDraft(next);
  };

  if (view.step === 'sign-in') return <SignInInvitation dialog={dialog} onClose={onClose} />;
  if (view.step === 'done') return <ReportDone outcome={view.outcome} dialog={dialog} onClose={onClose} />;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (view.sending || !uid) return;
    const next = viewOnSend(draft.reason);
    setView(next);
    if (draft.reason === null) return;
    const outcome = await sendReport(uid, questionId, reportRequest(draft.reason, draft.note));
    settleDraft(questionId, outcome);
    setView(viewAfterSend(outcome));
  };
  return <ReportForm view={view} draft={draft} onChange={change} onSend={send} onClose={onClose} />;
}

function ReportForm({
  view,
  draft,
  onChange,
  onSend,
  onClose,
}: {
  view: ReportFormView;
  draft: ReportDraft;
  onChange: (draft: ReportDraft) => void;
  onSend: (event: FormEvent) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const id = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const needsReason = view.problem === 'choose-reason';
  // Asked for a reason, the learner is taken to the first one.
  useEffect(() => {
    if (needsReason) firstReason.current?.focus();
  }, [needsReason]);
  return (
    <form onSubmit={onSend} noValidate>
      <fieldset
        className="report-dialog__reasons"
        aria-invalid={needsReason || undefined}
        aria-describedby={needsReason ? `${id}-problem` : undefined}
      >
        <legend>{t('question')}</legend>
        {QUESTION_REPORT_REASONS.map((reason: QuestionReportReason, index) => (
          <label key={reason} className="learn-check report-dialog__reason">
            <input
              ref={index === 0 ? firstReason : undefined}
              type="radio"
              name={`${id}-reason`}
              value={reason}
              checked={draft.reason === reason}
              onChange={() => onChange({ ...draft, reason })}
            />
            {t(`reasons.${reason}`)}
          </label>
        ))}
      </fieldset>
      <label className="report-dialog__note-label" htmlFor={`${id}-note`}>
        {t('note')}
      </label>
      <textarea
        id={`${id}-note`}
        className="report-dialog__note"
        rows={3}
        maxLength={QUESTION_REPORT_NOTE_MAX_LENGTH}
        value={draft.note}
        aria-describedby={`${id}-hint`}
        onInput={(event) => onChange({ ...draft, note: event.currentTarget.value })}
      />
      <p id={`${id}-hint`} className="report-dialog__hint">
        {t('noteHint', { max: QUESTION_REPORT_NOTE_MAX_LENGTH })}
      </p>
      <div role="alert" id={`${id}-problem`} className="report-dialog__problem">
        {view.problem === 'choose-reason' && t('chooseReason')}
        {view.problem === 'failed' && t('failed')}
      </div>
      <div className="learn-actions">
        <button type="submit" className="learn-button learn-button--primary" disabled={view.sending}>
          {view.sending ? t('sending') : t('send')}
        </button>
        <button type="button" className="learn-button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}

function SignInInvitation({
  dialog,
  onClose,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const { signIn, signingIn } = useAuth();
  const signInButton = useRef<HTMLButtonElement>(null);
  useFocusWithin(dialog, signInButton);
  return (
    <>
      <p>{t('signIn')}</p>
      <div className="learn-actions">
        <button
          ref={signInButton}
          type="button"
          className="learn-button learn-button--primary"
          disabled={signingIn}
          onClick={() => void signIn()}
        >
          {t('signInButton')}
        </button>
        <button type="button" className="learn-button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </>
  );
}

function ReportDone({
  outcome,
  dialog,
  onClose,
}: {
  outcome: 'sent' | 'already' | 'queued';
  dialog: RefObject<HTMLDialogElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const closeButton = useRef<HTMLButtonElement>(null);
  useFocusWithin(dialog, closeButton);
  return (
    <>
      <p role="status" className="report-dialog__outcome">
        {t(outcome)}
      </p>
      <div className="learn-actions">
        <button
          ref={closeButton}
          type="button"
          className="learn-button learn-button--primary"
          onClick={onClose}
        >
          {t('close')}
        </button>
      </div>
    </>
  );
}
