import webpush, { WebPushError } from 'web-push';
import type { VapidKeys } from './push-keys';

/** A browser's push subscription as stored. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushSigning extends VapidKeys {
  /** VAPID subject: mailto: or https:. */
  subject: string;
}

/** 'gone': the push service answered 404 or 410, so the subscription is dead and is removed. */
export type PushOutcome = 'sent' | 'gone';

/** Sends one push; rejects for any failure but a dead subscription. Injected so tests record instead. */
export interface PushSender {
  send(target: PushTarget, payload: string, signing: PushSigning): Promise<PushOutcome>;
}

/** The real sender: the `web-push` library (VAPID, aes128gcm), kept for a day by the push service. */
export function webPushSender(timeoutMs: number): PushSender {
  return {
    async send(target, payload, { subject, publicKey, privateKey }) {
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: 24 * 60 * 60,
          timeout: timeoutMs,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        throw error;
      }
    },
  };
}
