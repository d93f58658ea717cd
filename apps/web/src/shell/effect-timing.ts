import { options } from 'preact';

/**
 * React runs the effects of discrete input (a tap, a key press) before the next event, and other
 * effects after the browser paints. Preact, which runs the build (vite.config.ts), always waits
 * for the next frame, and our effects save the learner's work (the quiz saves every change in
 * one): a reload or a closed tab within that frame would lose an answer. This gives Preact
 * React's timing: at once after input, after the next paint otherwise (so long renders, like
 * the first screen's, are not made longer).
 */
const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'click',
  'pointerdown',
  'pointerup',
  'input',
  'change',
  'submit',
];
let handlingInput = false;

if (typeof window !== 'undefined') {
  for (const type of DISCRETE_EVENTS) {
    window.addEventListener(
      type,
      () => {
        handlingInput = true;
        setTimeout(() => {
          handlingInput = false;
        });
      },
      { capture: true, passive: true },
    );
  }
}

/** Preact's own default: after the next animation frame, or 100 ms when frames are not drawn. */
function afterNextFrame(callback: () => void): void {
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(frame);
    setTimeout(callback);
  };
  const timeout = setTimeout(done, 100);
  const frame = requestAnimationFrame(done);
}

options.requestAnimationFrame = (flushEffects) => {
  if (handlingInput) queueMicrotask(flushEffects);
  else afterNextFrame(flushEffects);
};
