import type { MyMockAttempts } from '@abhyas/domain';
import { useEffect, useMemo, useState } from 'react';
import { mocksApi } from '../../api/mocks-api.ts';
import { useOnline } from '../../config/online-status.ts';
import type { LearnerView } from '../catalog/use-learner.ts';
import { loadDeviceMockAttempts } from '../storage/quiz-results-store.ts';
import { type MockAttemptStatus, mergeMockAttempts } from './mock-attempts.ts';

/**
 * The learner's attempts at each mock: this device's at once, joined by the server's when signed
 * in and online (attempts made on other devices). A failed call leaves the device's alone: the
 * list is still right for this device, and the results screen says more.
 */
export function useMockAttempts(
  learner: Pick<LearnerView, 'learnerId' | 'signedIn'>,
): Map<string, MockAttemptStatus> {
  const online = useOnline();
  const { learnerId, signedIn } = learner;
  const device = useMemo(() => loadDeviceMockAttempts(learnerId), [learnerId]);
  const [server, setServer] = useState<MyMockAttempts['attempts'] | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: learnerId is a trigger: another account's attempts are asked for afresh.
  useEffect(() => {
    setServer(undefined);
    if (!signedIn || !online) return;
    let current = true;
    mocksApi.mine().then(
      (mine) => current && setServer(mine.attempts),
      (error: unknown) => console.warn('The mock attempts could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [learnerId, signedIn, online]);
  return useMemo(() => mergeMockAttempts(device, server), [device, server]);
}
