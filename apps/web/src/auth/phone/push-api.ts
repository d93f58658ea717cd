import { createApiClient, jsonBody } from '../../api/api-client.ts';

const api = createApiClient();

/** Where this browser's subscription id is kept: the server's handle for revoking it. */
const SUBSCRIPTION_ID_KEY = 'abhyas.pushSubscriptionId';

/** The push routes (issue 22): the server's VAPID key, this device's subscription, the learner's zone. */
export const pushApi = {
  publicKey: () => api.json('/api/push/public-key', 'pushPublicKeySchema'),
  subscribe: (subscription: PushSubscriptionJSON) =>
    api.json('/api/push/subscriptions', 'pushSubscriptionSchema', jsonBody('POST', subscription)),
  /** The zone this browser is in: reminders come in the learner's evening, none at night. */
  saveTimeZone: (timeZone: string) => api.noContent('/api/profile/time-zone', jsonBody('PUT', { timeZone })),
  revoke: (id: string) =>
    api.noContent(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export const storedSubscriptionId = {
  get: () => localStorage.getItem(SUBSCRIPTION_ID_KEY),
  set: (id: string) => localStorage.setItem(SUBSCRIPTION_ID_KEY, id),
  clear: () => localStorage.removeItem(SUBSCRIPTION_ID_KEY),
};

/** Whether this browser can take web push at all (iOS Safari only once added to the home screen). */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The key as PushManager.subscribe() takes it. */
function bytesOf(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

export type TurnOnOutcome = 'on' | 'blocked';

/** Asks the browser's permission, subscribes with the server's key and tells the server. */
export async function turnOnDevicePush(): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await pushApi.publicKey();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: bytesOf(publicKey),
    }));
  const saved = await pushApi.subscribe(subscription.toJSON());
  storedSubscriptionId.set(saved.id);
  return 'on';
}

/** Revokes the subscription on the server, then in the browser. */
export async function turnOffDevicePush(): Promise<void> {
  const id = storedSubscriptionId.get();
  // Already gone on the server (revoked from another device, the account deleted): off all the same.
  if (id) await pushApi.revoke(id).catch(() => undefined);
  storedSubscriptionId.clear();
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

/** On when the browser holds a subscription the server was told of. */
export async function devicePushIsOn(): Promise<boolean> {
  if (!pushSupported() || !storedSubscriptionId.get()) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  return Boolean(await registration?.pushManager.getSubscription());
}
