import { i18n } from '../i18n/i18n.ts';

function translate(key: string, fallback: string): string {
  try {
    const text = i18n.t(key, { ns: 'shell' });
    return text && text !== key ? text : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The last resort when React itself cannot render: plain DOM, no framework, so it works even
 * when everything else is broken.
 */
export function showInitializationFailed(container: HTMLElement): void {
  const main = document.createElement('main');
  main.className = 'system-screen';
  const heading = document.createElement('h1');
  heading.textContent = translate('initFailed.title', 'Initialization Failed');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button button--primary';
  button.textContent = translate('initFailed.refresh', 'Refresh');
  button.addEventListener('click', () => window.location.reload());
  main.append(heading, button);
  container.replaceChildren(main);
}
