import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../accounts/clock';
import type { SmsSender } from '../accounts/sms/sms-sender';
import type { Db } from '../db/database';
import type { AlertsConfig } from './alerts-config';
import { alertLinkToken } from './alert-links';
import { alertSmsText } from './alert-text';
import { claimDueFirings, recordFiring, type ClaimedFiring } from './claim-firings';
import { inQuietHours } from './india-clock';
import type { AlertPusher } from './push-delivery';

export interface AlertDeliveryDeps {
  db: Db;
  config: AlertsConfig;
  sms: SmsSender;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Web Push of each firing to the person's browsers, before the SMS; never fails the SMS. */
  push?: AlertPusher;
}

/** The SMS links of a fired alert: open its page, stop the alert (docs/domain.md#price-alerts). */
export function alertLinks(config: AlertsConfig, firingId: number, alertId: number) {
  return {
    open: `${config.siteUrl}/api/alerts/o/${alertLinkToken(config.linkSecret, 'open', firingId)}`,
    stop: `${config.siteUrl}/api/alerts/s/${alertLinkToken(config.linkSecret, 'stop', alertId)}`,
  };
}

/**
 * Sends the SMS of fired alerts (docs/architecture.md#alert-queue): every `intervalMs` it leases due rows and
 * sends each once. Between 21:00 and 08:00 India time it claims nothing, so what fired waits for the morning
 * (unless `quietHours` is off: ALERT_QUIET_HOURS=off, for test stacks).
 * A failed send is tried again after a growing pause, up to `maxAttempts`.
 */
export class AlertDeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: AlertDeliveryDeps) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    await this.inFlight;
  }

  /** One pass; answers how many SMS it handled. */
  async runOnce(): Promise<number> {
    const { db, config, clock } = this.deps;
    const now = clock();
    if (config.quietHours && inQuietHours(now)) return 0;
    const claimed = await claimDueFirings(db, { now, leaseMs: config.leaseMs, limit: config.batchSize });
    for (const firing of claimed) await this.deliver(firing);
    return claimed.length;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.running) return;
    const pass = this.runOnce().catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'alert delivery pass failed');
      return 0;
    });
    this.inFlight = pass;
    const handled = await pass;
    if (this.running) this.schedule(handled >= this.deps.config.batchSize ? 0 : this.deps.config.intervalMs);
  }

  private async deliver(firing: ClaimedFiring): Promise<void> {
    const { db, config, sms, clock, log } = this.deps;
    if (firing.paused) {
      await recordFiring(db, firing, { status: 'stopped' }, clock());
      return;
    }
    await this.deps.push?.push(firing);
    const text = alertSmsText(
      firing.locale,
      firing.messageKey,
      firing.values,
      alertLinks(config, firing.id, firing.alertId),
    );
    try {
      await sms.send(firing.mobile, text, { templateId: config.templateIds[firing.kind] });
      await recordFiring(db, firing, { status: 'sent' }, clock());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = firing.attempts >= config.maxAttempts;
      const at = new Date(clock().getTime() + config.backoffMs * 2 ** (firing.attempts - 1));
      await recordFiring(
        db,
        firing,
        final ? { status: 'failed', error: message } : { status: 'retry', error: message, at },
        clock(),
      );
      log.warn(
        { firingId: firing.id, attempts: firing.attempts, error: message, final },
        'alert SMS not sent',
      );
    }
  }
}
