import type { Alert, AlertBell, AlertCreate, AlertList, AlertUpdate, LocaleCode } from '@cvb/contracts';
import { getHttp } from './http';

/** The price alerts' calls (docs/domain.md#price-alerts); every one needs a signed-in person but the stop. */

/** GET alerts: the signed-in person's alerts, newest first, with the names of what each watches in `locale`. */
export async function fetchMyAlerts(locale: LocaleCode, signal?: AbortSignal): Promise<AlertList> {
  return (await getHttp().get<AlertList>('alerts', { params: { _locale: locale }, signal })).data;
}

/** POST alerts: sets an alert (400 naming the field, 422 for an unknown commodity, market, city or brand). */
export async function createAlert(body: AlertCreate): Promise<Alert> {
  return (await getHttp().post<Alert>('alerts', body)).data;
}

/** PATCH alerts/:id: pauses, resumes or changes an alert. */
export async function updateAlert(id: number, change: AlertUpdate, locale: LocaleCode): Promise<Alert> {
  return (await getHttp().patch<Alert>(`alerts/${id}`, change, { params: { _locale: locale } })).data;
}

/** DELETE alerts/:id. */
export async function deleteAlert(id: number, locale: LocaleCode): Promise<void> {
  await getHttp().delete(`alerts/${id}`, { params: { _locale: locale } });
}

/** GET alerts/bell: the fired alerts in the page's language and the unread count. */
export async function fetchAlertBell(locale: LocaleCode, signal?: AbortSignal): Promise<AlertBell> {
  return (await getHttp().get<AlertBell>('alerts/bell', { params: { _locale: locale }, signal })).data;
}

/** POST alerts/bell/read: marks the given notices read, or all. */
export async function markAlertsRead(ids?: number[]): Promise<void> {
  await getHttp().post('alerts/bell/read', ids ? { ids } : {});
}
