import type { Theme } from '@abhyas/domain';

export const THEME_STORAGE_KEY = 'abhyas_theme';

/** The learner's remembered theme, if any; otherwise the config's default applies. */
export function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'default' ? value : null;
  } catch {
    return null;
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  const colour = theme === 'dark' ? '#10151c' : '#0b6e4f';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
}

export function rememberTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Applied for this visit only.
  }
  applyTheme(theme);
}
