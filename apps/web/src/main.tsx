import './styles/shell.css';
import './i18n/i18n.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
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
      // Only reached when even the outer crash boundary failed: fall back to plain DOM.
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
if (container) start(container);
