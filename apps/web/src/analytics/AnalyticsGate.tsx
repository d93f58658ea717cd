import { lazy, Suspense, useEffect } from 'react';
import { useAppConfig } from '../config/app-config-context.tsx';
import { switchAnalyticsOff, trackingRefused } from './track.ts';

const AnalyticsBinding = lazy(() => import('./AnalyticsBinding.tsx'));

/**
 * First-party analytics when the operator turned it on (FEATURES=analytics) and the browser does
 * not ask otherwise (Do Not Track, Global Privacy Control). Its code loads only then.
 */
export function AnalyticsGate() {
  const on = useAppConfig().features.analytics && !trackingRefused();
  useEffect(() => {
    if (!on) switchAnalyticsOff();
  }, [on]);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsBinding />
    </Suspense>
  );
}
