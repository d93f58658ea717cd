import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config-context.tsx';
import { rememberTheme, storedTheme } from './theme.ts';

/** Switches between the `default` and `dark` themes; the choice is remembered on this device. */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const config = useAppConfig();
  const [theme, setTheme] = useState(() => storedTheme() ?? config.theme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={dark}
      aria-label={t('header.theme')}
      title={t('header.theme')}
      onClick={() => {
        const next = dark ? 'default' : 'dark';
        rememberTheme(next);
        setTheme(next);
      }}
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
    </button>
  );
}
