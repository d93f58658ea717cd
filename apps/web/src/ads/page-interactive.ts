/**
 * When the page became interactive (its load event), by Date.now. Loaded with the first screen
 * (AdsGate imports it) so it hears the event; the ad slot's chunk arrives later and asks.
 */
let interactiveAt: number | undefined;

if (typeof window !== 'undefined') {
  if (document.readyState === 'complete') interactiveAt = Date.now();
  else
    window.addEventListener('load', () => {
      interactiveAt = Date.now();
    });
}

/** Calls `then` with the milliseconds since the page became interactive, at once or at the load event. */
export function whenInteractive(then: (sinceMs: number) => void): () => void {
  if (interactiveAt !== undefined) {
    then(Date.now() - interactiveAt);
    return () => undefined;
  }
  const onLoad = () => then(0);
  window.addEventListener('load', onLoad, { once: true });
  return () => window.removeEventListener('load', onLoad);
}
