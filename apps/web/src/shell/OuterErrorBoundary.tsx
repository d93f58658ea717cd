import { Component, type ReactNode } from 'react';
import { CrashScreen } from './CrashScreen.tsx';
import { clearDataKeepingPendingAnswers } from './clear-data.ts';

interface OuterErrorBoundaryState {
  failed: boolean;
}

async function clearDataAndRestart(): Promise<void> {
  try {
    await clearDataKeepingPendingAnswers();
  } finally {
    window.location.reload();
  }
}

/** Catches what the inner boundary cannot: the layout, providers and the router itself. */
export class OuterErrorBoundary extends Component<{ children: ReactNode }, OuterErrorBoundaryState> {
  override state: OuterErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): OuterErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <CrashScreen
        standalone
        note="crash.clearDataExplanation"
        actions={[
          { key: 'crash.refreshPage', onClick: () => window.location.reload(), primary: true },
          { key: 'crash.clearDataRestart', onClick: () => void clearDataAndRestart() },
        ]}
      />
    );
  }
}
