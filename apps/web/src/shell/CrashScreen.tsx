import { useTranslation } from 'react-i18next';

export interface CrashAction {
  /** An i18n key in the shell namespace. */
  key: string;
  onClick: () => void;
  primary?: boolean;
}

interface CrashScreenProps {
  actions: CrashAction[];
  note?: string;
  /** The outer crash screen replaces the whole page, so it is the page's main landmark. */
  standalone?: boolean;
}

/** "Oops! Something went wrong" with the reassurance that answers are safe, and ways out. */
export function CrashScreen({ actions, note, standalone = false }: CrashScreenProps) {
  const { t } = useTranslation('shell');
  const body = (
    <div className="system-screen" role="alert">
      <h1>{t('crash.title')}</h1>
      <p className="crash-safe">{t('crash.progressSafe')}</p>
      <p>{t('crash.explanation')}</p>
      <div className="button-row">
        {actions.map((action) => (
          <button
            key={action.key}
            type="button"
            className={`button ${action.primary ? 'button--primary' : ''}`}
            onClick={action.onClick}
          >
            {t(action.key)}
          </button>
        ))}
      </div>
      {note ? <p className="small-print">{t(note)}</p> : null}
    </div>
  );
  return standalone ? <main>{body}</main> : body;
}
