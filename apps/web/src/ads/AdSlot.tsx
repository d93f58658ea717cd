import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdState } from './ad-loader-machine.ts';
import { type AdsSettings, startAdLoader } from './ad-script.ts';
import './ad-slot.css';

export interface AdSlotProps {
  ads: AdsSettings;
}

/**
 * The `<ins>` the ad script fills, inside the room AdsGate keeps. The label is there from the
 * start, only invisible until an ad shows, so showing it moves nothing. The state is on
 * data-ad-state for the tests and a curious operator; the learner never sees a failure.
 */
export default function AdSlot({ ads }: AdSlotProps) {
  const { t } = useTranslation('shell');
  const slot = useRef<HTMLModElement>(null);
  const [state, setState] = useState<AdState>('pending');
  useEffect(() => {
    if (!slot.current) return;
    const loader = startAdLoader(ads, slot.current, (snapshot) => setState(snapshot.state));
    return () => loader.dispose();
  }, [ads]);
  return (
    <aside
      className="ad-slot__frame"
      data-ad-state={state}
      aria-label={t('ads.label')}
      // An empty room is nothing to announce.
      aria-hidden={state !== 'success'}
    >
      <p className={state === 'success' ? 'ad-slot__label' : 'ad-slot__label ad-slot__label--waiting'}>
        {t('ads.label')}
      </p>
      <ins ref={slot} className="ad-slot__ins" data-ad-client={ads.clientId} data-ad-format="auto" />
    </aside>
  );
}
