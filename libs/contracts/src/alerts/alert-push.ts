import { z } from 'zod';
import type { LocaleCode } from '../verticals';

/** A key as the Push API gives it: URL-safe base64 without padding. */
const base64Url = (name: string, min: number, max: number) =>
  z
    .string()
    .min(min, `${name} is too short`)
    .max(max, `${name} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${name} must be URL-safe base64`);

/** GET /api/alerts/push/key: the VAPID public key a browser subscribes with (docs/domain.md#web-push). */
export const alertPushKeySchema = z.object({ publicKey: z.string() });
export type AlertPushKey = z.infer<typeof alertPushKeySchema>;

/** POST /api/alerts/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const alertPushSubscribeSchema = z.object({
  endpoint: z
    .string()
    .max(2000, 'endpoint is too long')
    .url('endpoint must be a URL')
    .startsWith('https://', 'endpoint must be an https URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64Url('keys.p256dh', 80, 100),
    auth: base64Url('keys.auth', 16, 32),
  }),
});
export type AlertPushSubscribe = z.input<typeof alertPushSubscribeSchema>;

/** DELETE /api/alerts/push/subscriptions: the endpoint to forget. */
export const alertPushUnsubscribeSchema = z.object({
  endpoint: z.string().min(1, 'endpoint is required').max(2000, 'endpoint is too long'),
});
export type AlertPushUnsubscribe = z.infer<typeof alertPushUnsubscribeSchema>;

export const alertPushStateSchema = z.object({ subscribed: z.boolean() });
export type AlertPushState = z.infer<typeof alertPushStateSchema>;

/** What the service worker's `push` handler reads from a fired alert's push. */
export const alertPushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Site path (with the language prefix) the notification opens. */
  url: z.string(),
  /** One notification per alert: a later firing replaces the earlier one. */
  tag: z.string(),
});
export type AlertPushPayload = z.infer<typeof alertPushPayloadSchema>;

/**
 * A fired alert's notification title in each language, and the site's name as the alert texts begin with it
 * (`<site>: …`), which the body leaves out because the title says it.
 */
export const ALERT_PUSH_TEXTS = {
  en: { title: 'CV Bazaar price alert', site: 'CV Bazaar' },
  hi: { title: 'सीवी बाज़ार मूल्य अलर्ट', site: 'सीवी बाज़ार' },
  mr: { title: 'सीव्ही बाजार किंमत अलर्ट', site: 'सीव्ही बाजार' },
  pa: { title: 'ਸੀਵੀ ਬਾਜ਼ਾਰ ਕੀਮਤ ਅਲਰਟ', site: 'ਸੀਵੀ ਬਾਜ਼ਾਰ' },
  ta: { title: 'சிவி பஜார் விலை அலர்ட்', site: 'சிவி பஜார்' },
  te: { title: 'సీవీ బజార్ ధర అలర్ట్', site: 'సీవీ బజార్' },
} satisfies Record<LocaleCode, { title: string; site: string }>;
