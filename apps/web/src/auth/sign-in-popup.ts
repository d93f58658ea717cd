import {
  POPUP_CLOSED_GRACE_MS,
  SIGN_IN_POPUP_HEIGHT,
  SIGN_IN_POPUP_WIDTH,
  type SignInResult,
} from '@abhyas/domain';
import { loadPayloadSchemas } from '../api/load-payload-schemas.ts';

/** The channel the callback page also announces its result on (apps/server/src/auth/callback-page.ts). */
const SIGN_IN_CHANNEL = 'abhyas-sign-in';

export type PopupOutcome = SignInResult | { readonly status: 'blocked' } | { readonly status: 'superseded' };

let cancelPrevious: (() => void) | undefined;
const ignore = () => undefined;

/** Where `window.open` cannot give a popup (an installed app on some phones, in-app browsers). */
export function popupsUnavailable(): boolean {
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || typeof window.open !== 'function';
}

function centredFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - SIGN_IN_POPUP_WIDTH) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SIGN_IN_POPUP_HEIGHT) / 2);
  return `popup=yes,width=${SIGN_IN_POPUP_WIDTH},height=${SIGN_IN_POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
}

/**
 * Opens the sign-in popup (500 x 600, centred on the app) and resolves with how it ended: the
 * callback page's message (origin-checked), `blocked`, or `superseded` when a newer request
 * replaced it. A popup closed without an answer counts as cancelled after the grace period,
 * since its answer may still be on the way.
 */
export function openSignInPopup(url: string): Promise<PopupOutcome> {
  cancelPrevious?.();
  const popup = window.open(url, 'abhyas-sign-in', centredFeatures());
  if (!popup) return Promise.resolve({ status: 'blocked' });
  popup.focus();

  return new Promise<PopupOutcome>((resolve) => {
    let settled = false;
    let closedSince: number | undefined;
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_IN_CHANNEL) : undefined;

    const finish = (outcome: PopupOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(watch);
      if (cancelPrevious === cancel) cancelPrevious = undefined;
      resolve(outcome);
    };
    const accept = (data: unknown) => {
      // Without the schemas (a failed chunk download) the answer is ignored and the closed
      // popup counts as cancelled: better than the global chunk-error reload in mid-quiz.
      loadPayloadSchemas().then(({ signInResultSchema }) => {
        const parsed = signInResultSchema.safeParse(data);
        if (parsed.success) finish(parsed.data);
      }, ignore);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      accept(event.data);
    };
    const cancel = () => {
      try {
        popup.close();
      } catch {
        // Already gone.
      }
      finish({ status: 'superseded' });
    };
    const watch = window.setInterval(() => {
      if (!popup.closed) return;
      closedSince ??= Date.now();
      if (Date.now() - closedSince >= POPUP_CLOSED_GRACE_MS) {
        finish({ type: 'abhyas:sign-in', status: 'error', kind: 'cancelled' });
      }
    }, 250);

    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event) => accept(event.data);
    cancelPrevious = cancel;
  });
}
