import type { MockStanding } from '@abhyas/domain';
import { useEffect, useState } from 'react';
import { mocksApi } from '../../api/mocks-api.ts';

export type StandingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; standing: MockStanding }
  | { status: 'error'; retry: () => void };

/**
 * The mock's standing from the server while `enabled` (online). A new `refresh` value asks again:
 * the screen passes whether the learner's answers still wait in the queue, so the rank is asked
 * for once more as soon as they have reached the server.
 */
export function useMockStanding(mockId: string, enabled: boolean, refresh: unknown): StandingState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<StandingState>({ status: 'idle' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt (Try again) and refresh are triggers.
  useEffect(() => {
    if (!enabled) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    // A figure already shown stays while it is asked for again, so the panel does not flicker.
    setState((shown) => (shown.status === 'ready' ? shown : { status: 'loading' }));
    mocksApi.standing(mockId).then(
      (standing) => current && setState({ status: 'ready', standing }),
      (error: unknown) => {
        console.warn('The mock standing could not be loaded', error);
        if (current) setState({ status: 'error', retry: () => setAttempt((value) => value + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [mockId, enabled, refresh, attempt]);
  return state;
}
