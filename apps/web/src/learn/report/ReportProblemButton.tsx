import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLearner } from '../catalog/use-learner.ts';
import { REPORT_NAMESPACE } from './report-i18n.ts';
import { hasQueuedReports } from './report-outbox.ts';

type DialogProps = { questionId: string; onClose: () => void };

/** The dialog's chunk, once loaded: every button of the page shares it. */
let loadedDialog: ComponentType<DialogProps> | undefined;

/** Sends the reports this learner made offline, once the connection is back (the sender loads only then). */
function useReportOutbox(uid: string | undefined): void {
  useEffect(() => {
    if (!uid) return;
    const flush = () => {
      if (!hasQueuedReports(uid) || !navigator.onLine) return;
      import('./report-sender.ts').then(
        ({ flushReports }) => flushReports(uid),
        (error: unknown) => console.info('Reports kept on this device wait for the next screen', error),
      );
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [uid]);
}

/**
 * "Report a problem" under a question (practice, results, mock review). The dialog and its code
 * load on the first click, so the screens showing the button do not grow by them.
 */
export function ReportProblemButton({ questionId }: { questionId: string }) {
  const { t } = useTranslation(REPORT_NAMESPACE);
  const { uid } = useLearner();
  useReportOutbox(uid);
  const button = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | undefined>(() => undefined);
  const [open, setOpen] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);

  const openDialog = () => {
    setOpenFailed(false);
    if (loadedDialog) {
      setDialog(() => loadedDialog);
      setOpen(true);
      return;
    }
    import('./ReportDialog.tsx').then(
      ({ ReportDialog }) => {
        loadedDialog = ReportDialog;
        setDialog(() => ReportDialog);
        setOpen(true);
      },
      (error: unknown) => {
        console.warn('The report dialog could not be loaded', error);
        setOpenFailed(true);
      },
    );
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button ref={button} type="button" className="learn-button report-button" onClick={openDialog}>
        {t('button')}
      </button>
      {openFailed && (
        <p className="learn-status" role="alert">
          {t('openFailed')}
        </p>
      )}
      {open && Dialog && <Dialog questionId={questionId} onClose={close} />}
    </>
  );
}
