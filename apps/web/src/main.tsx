import './shell/zod-without-eval.ts';
import './styles/shell.css';
import './styles/devanagari-font.css';
import './shell/effect-timing.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstScreen } from './App.tsx';
import { languageReady } from './i18n/i18n.ts';
import { installGlobalChunkErrorReload } from './shell/chunk-retry.ts';
import { showInitializationFailed } from './shell/initialization-failed.ts';
import { simulatedFailure } from './shell/simulated-failure.ts';
import { applyTheme, storedTheme } from './shell/theme.ts';

function start(container: HTMLElement): void {
  try {
    if (simulatedFailure() === 'init') throw new Error('Simulated initialization failure');
    applyTheme(storedTheme() ?? 'default');
    installGlobalChunkErrorReload();
    const root = createRoot(container, {
      // Only reached when even the outer crash boundary failed: fall back to plain DOM. (Preact,
      // which runs the build, ignores this option; its first render throws into the catch below.)
      onUncaughtError: (error) => {
        console.error(error);
        queueMicrotask(() => {
          root.unmount();
          showInitializationFailed(container);
        });
      },
    });
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    showInitializationFailed(container);
  }
}

const container = document.getElementById('root');
if (container) {
  preloadFirstScreen(window.location.pathname);
  // languageReady never rejects: a language that cannot load leaves English.
  void languageReady.then(() => start(container));
}
