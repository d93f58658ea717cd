import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Submit the quiz?" with how many questions are still unanswered (and, for a mock, its
 * summary by section). A native modal dialog traps focus.
 */
export function SubmitDialog({
  open,
  unanswered,
  title,
  summary,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  unanswered: number;
  /** The question it asks; the quiz's by default. */
  title?: string;
  summary?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('learn');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`learn-dialog${summary ? ' learn-dialog--wide' : ''}`}
      aria-labelledby="learn-submit-title"
      aria-describedby="learn-submit-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="learn-submit-title">{title ?? t('quiz.confirmTitle')}</h2>
      <p id="learn-submit-text">
        {unanswered > 0 ? t('quiz.confirmUnanswered', { count: unanswered }) : t('quiz.confirmAllAnswered')}
      </p>
      {summary}
      <div className="learn-actions">
        <button type="button" className="learn-button" onClick={onCancel}>
          {t('quiz.keepGoing')}
        </button>
        <button type="button" className="learn-button learn-button--primary" onClick={onConfirm}>
          {t('quiz.confirmSubmit')}
        </button>
      </div>
    </dialog>
  );
}
