/**
 * Lets operators and the e2e tests see the crash screens on a production build without breaking
 * anything real: set sessionStorage `abhyas_simulate_failure` to `layout` or `init` and reload.
 * Session storage only, so it never survives closing the tab.
 */
export const SIMULATED_FAILURE_KEY = 'abhyas_simulate_failure';
export type SimulatedFailure = 'layout' | 'init';

export function simulatedFailure(): SimulatedFailure | null {
  try {
    const value = window.sessionStorage.getItem(SIMULATED_FAILURE_KEY);
    return value === 'layout' || value === 'init' ? value : null;
  } catch {
    return null;
  }
}

/** Throws while rendering when a layout failure is simulated, so the outer crash screen shows. */
export function SimulatedLayoutFailure() {
  const failure = simulatedFailure();
  if (failure === 'layout') throw new Error('Simulated layout failure');
  return null;
}
