import { createECDH, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AlertsConfig } from '../src/alerts/alerts-config';
import { AlertDeliveryWorker } from '../src/alerts/delivery-worker';
import { AlertPusher } from '../src/alerts/push-delivery';
import { vapidKeySource, type VapidKeySource } from '../src/alerts/push-keys';
import type { PushOutcome, PushSender, PushSigning, PushTarget } from '../src/alerts/push-sender';
import type { Db } from '../src/db/database';
import type { AccountsTestApi } from './accounts-helpers';

/** Records every push instead of sending it; `answers` makes an endpoint gone (404/410) or failing. */
export class RecordingPush implements PushSender {
  readonly sent: { endpoint: string; payload: string; signing: PushSigning }[] = [];
  readonly answers = new Map<string, 'gone' | 'fail'>();

  async send(target: PushTarget, payload: string, signing: PushSigning): Promise<PushOutcome> {
    const answer = this.answers.get(target.endpoint);
    if (answer === 'fail') throw new Error('push service unavailable');
    if (answer === 'gone') return 'gone';
    this.sent.push({ endpoint: target.endpoint, payload, signing });
    return 'sent';
  }

  to(endpoint: string) {
    return this.sent.filter((push) => push.endpoint === endpoint);
  }
}

let endpoints = 0;

/** A subscription as a browser's `PushSubscription.toJSON()` gives it, with real P-256 and auth keys. */
export function browserSubscription(service = 'https://fcm.googleapis.com/fcm/send/') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  endpoints += 1;
  return {
    endpoint: `${service}${endpoints}-${randomBytes(6).toString('hex')}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

/** A delivery worker (an API instance's) that pushes through `sender`. */
export function pushingWorker(
  api: AccountsTestApi,
  config: AlertsConfig,
  sender: PushSender,
  keys: VapidKeySource = vapidKeySource(api.database.db, config.push),
  db: Db = api.database.db,
): AlertDeliveryWorker {
  const log: FastifyBaseLogger = api.app.log;
  return new AlertDeliveryWorker({
    db,
    config,
    sms: api.sms,
    clock: api.clock.now,
    log,
    push: new AlertPusher({
      db,
      sender,
      keys,
      subject: config.push.subject,
      clock: api.clock.now,
      log,
    }),
  });
}
