import { ALERT_PUSH_TEXTS, type AlertPushPayload, type LocaleCode } from '@cvb/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../accounts/clock';
import type { Db } from '../db/database';
import { alertFirings, type AlertFiringValues } from '../db/schema-alerts';
import { alertNoticeText } from './alert-text';
import type { VapidKeySource } from './push-keys';
import type { PushSender } from './push-sender';
import { dropSubscription, noteSubscriptionFailure, subscriptionsOf } from './push-store';

/** What a fired alert's push is made of. */
export interface PushedFiring {
  id: number;
  alertId: number;
  userId: number;
  locale: LocaleCode;
  messageKey: string;
  values: AlertFiringValues;
  /** Site path without the language prefix. */
  path: string;
}

/** The notification: the title in the alert's language, the alert's text without the site's name, its page. */
export function alertPushPayload(firing: PushedFiring): AlertPushPayload {
  const texts = ALERT_PUSH_TEXTS[firing.locale];
  const notice = alertNoticeText(firing.locale, firing.messageKey, firing.values);
  const lead = `${texts.site}: `;
  return {
    title: texts.title,
    body: notice.startsWith(lead) ? notice.slice(lead.length) : notice,
    url: `${firing.locale === 'en' ? '' : `/${firing.locale}`}${firing.path}`,
    tag: `alert-${firing.alertId}`,
  };
}

export interface AlertPusherDeps {
  db: Db;
  sender: PushSender;
  keys: VapidKeySource;
  /** VAPID subject. */
  subject: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Pushes a fired alert to every browser its person subscribed (docs/domain.md#web-push). It first marks the
 * firing pushed (only if no one did), so a firing is pushed once whichever instance, attempt or retry of the SMS
 * gets there. It never throws: a failed push is logged and noted on its subscription, and a 404 / 410 from the
 * push service removes the subscription.
 */
export class AlertPusher {
  constructor(private readonly deps: AlertPusherDeps) {}

  /** Answers how many browsers took the push. */
  async push(firing: PushedFiring): Promise<number> {
    try {
      return await this.pushOnce(firing);
    } catch (error) {
      this.deps.log.warn({ firingId: firing.id, err: error }, 'alert push not sent');
      return 0;
    }
  }

  private async pushOnce(firing: PushedFiring): Promise<number> {
    const { db, sender, keys, subject, clock, log } = this.deps;
    const taken = await db
      .update(alertFirings)
      .set({ pushedAt: clock() })
      .where(and(eq(alertFirings.id, firing.id), isNull(alertFirings.pushedAt)))
      .returning({ id: alertFirings.id });
    if (taken.length === 0) return 0;
    const targets = await subscriptionsOf(db, firing.userId);
    if (targets.length === 0) return 0;
    const signing = { ...(await keys()), subject };
    const payload = JSON.stringify(alertPushPayload(firing));
    const outcomes = await Promise.all(
      targets.map(async (target) => {
        try {
          const outcome = await sender.send(target, payload, signing);
          if (outcome === 'gone') await dropSubscription(db, target.id);
          return outcome;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await noteSubscriptionFailure(db, target.id, message, clock());
          log.warn({ firingId: firing.id, subscriptionId: target.id, error: message }, 'alert push failed');
          return 'failed' as const;
        }
      }),
    );
    return outcomes.filter((outcome) => outcome === 'sent').length;
  }
}
