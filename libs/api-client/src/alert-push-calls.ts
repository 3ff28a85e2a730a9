import type { AlertPushKey, AlertPushState, AlertPushSubscribe } from '@cvb/contracts';
import { getHttp } from './http';

/** Web Push of alerts (docs/domain.md#web-push); every call needs a signed-in person. */

/** GET alerts/push/key: the VAPID public key to subscribe with. */
export async function fetchAlertPushKey(signal?: AbortSignal): Promise<AlertPushKey> {
  return (await getHttp().get<AlertPushKey>('alerts/push/key', { signal })).data;
}

/** POST alerts/push/subscriptions: this browser's PushSubscription (its `toJSON()`). */
export async function subscribeAlertPush(subscription: AlertPushSubscribe): Promise<AlertPushState> {
  return (await getHttp().post<AlertPushState>('alerts/push/subscriptions', subscription)).data;
}

/** DELETE alerts/push/subscriptions: forgets this browser's subscription. */
export async function unsubscribeAlertPush(endpoint: string): Promise<AlertPushState> {
  return (await getHttp().delete<AlertPushState>('alerts/push/subscriptions', { data: { endpoint } })).data;
}
