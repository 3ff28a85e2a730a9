// The service worker's side of alert notifications (docs/domain.md#web-push): what a push shows and where a tap on it
// goes. Kept apart from service-worker.ts, with what it needs passed in, so it is tested without a worker.

/** What a fired alert's push carries (the API's alertPushPayloadSchema; read by hand to keep zod out of the worker). */
export interface PushedAlert {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const FALLBACK: PushedAlert = { title: 'CV Bazaar', body: '', url: '/account/alerts', tag: 'cvb-alert' };

const text = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The push's payload, or what to show for one that cannot be read (a push must always show a notification). */
export function pushedAlertOf(json: () => unknown): PushedAlert {
  let data: unknown;
  try {
    data = json();
  } catch {
    return FALLBACK;
  }
  if (typeof data !== 'object' || data === null) return FALLBACK;
  const { title, body, url, tag } = data as Record<string, unknown>;
  return {
    title: text(title) ? title : FALLBACK.title,
    body: typeof body === 'string' ? body : '',
    url: text(url) && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK.url,
    tag: text(tag) ? tag : FALLBACK.tag,
  };
}

/** Shows the alert; a later push of the same alert (same tag) replaces it and rings again. */
export function showPushedAlert(
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>,
  alert: PushedAlert,
): Promise<void> {
  return registration.showNotification(alert.title, {
    body: alert.body,
    tag: alert.tag,
    data: { url: alert.url },
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    renotify: true,
  } as NotificationOptions);
}

/** The site address a tapped notification opens: its own path on this origin, the alerts page otherwise. */
export function notificationUrl(data: unknown, origin: string): string {
  const url = (data as { url?: unknown } | null)?.url;
  const path = text(url) && url.startsWith('/') && !url.startsWith('//') ? url : FALLBACK.url;
  return new URL(path, origin).href;
}

/** Focuses a tab of the site already showing that address, else opens it in a new one. */
export async function openNotificationUrl(
  clients: Pick<Clients, 'matchAll' | 'openWindow'>,
  href: string,
): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === href);
  if (open) {
    await open.focus();
    return;
  }
  await clients.openWindow(href);
}
