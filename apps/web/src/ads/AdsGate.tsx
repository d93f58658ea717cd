import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../config/app-config-context.tsx';
import type { AdSlotProps } from './AdSlot.tsx';
import { adsAllowedOn } from './ad-screens.ts';
// For its side effect: it hears the load event the slot's chunk arrives too late for.
import './page-interactive.ts';

/**
 * The slot's room, kept from the first render on an ad screen so nothing moves when the ad fills
 * (a 100 px banner and its label line); the slot's own code and styles load only when ads are on.
 */
export const AD_SLOT_MIN_HEIGHT_PX = 124;
const BOX_STYLE = { minHeight: AD_SLOT_MIN_HEIGHT_PX, width: '100%', maxWidth: '48rem', margin: '0 auto' };

// A chunk that fails to download leaves the room empty: an ad is never worth an error screen.
const AdSlot = lazy(
  (): Promise<{ default: ComponentType<AdSlotProps> }> =>
    import('./AdSlot.tsx').catch((error: unknown) => {
      console.warn('ads: the ad slot did not load', error);
      return { default: () => null };
    }),
);

/** The ad slot on the screens that may show one, when the operator turned ads on. */
export function AdsGate() {
  const { features, ads } = useAppConfig();
  const { pathname } = useLocation();
  if (!features.autoAds || !ads || !adsAllowedOn(pathname)) return null;
  return (
    <div className="ad-slot" style={BOX_STYLE}>
      <Suspense fallback={null}>
        <AdSlot ads={ads} />
      </Suspense>
    </div>
  );
}
