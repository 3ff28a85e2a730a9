import { fetchAlertPushKey, subscribeAlertPush, unsubscribeAlertPush } from '@cvb/api-client';
import type { AlertPushSubscribe } from '@cvb/contracts';

/** Where this browser stands with alert notifications (docs/domain.md#web-push). */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const WORKER_WAIT_MS = 10_000;

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The site's worker (registered by the shell after the page loads; registered here if it is not yet), once active. */
async function activeWorker(): Promise<ServiceWorkerRegistration> {
  const container = navigator.serviceWorker;
  if (!(await container.getRegistration('/'))) await container.register('/sw.js', { scope: '/' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the service worker did not start')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([container.ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return registration ? registration.pushManager.getSubscription() : null;
}

/** The VAPID public key (URL-safe base64) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bodyOf(subscription: PushSubscription): AlertPushSubscribe {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Reads the state without asking anything. A subscription this browser already has is sent again quietly, so the
 * site knows it even after the push service changed it or another person signed in on this phone.
 */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  const subscription = await currentSubscription();
  if (!subscription) return 'off';
  await subscribeAlertPush(bodyOf(subscription)).catch(() => undefined);
  return 'on';
}

/** Asks the browser's permission (only now, on the person's tap), subscribes with the site's key and tells the site. */
export async function turnPushOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const [{ publicKey }, registration] = await Promise.all([fetchAlertPushKey(), activeWorker()]);
  // A subscription made with another key cannot be reused: start afresh.
  await (await registration.pushManager.getSubscription())?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await subscribeAlertPush(bodyOf(subscription));
  return 'on';
}

/** Tells the site to stop, then ends the browser's subscription. */
export async function turnPushOff(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await unsubscribeAlertPush(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
