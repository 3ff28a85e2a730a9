import type { LeadDeliveryTarget } from '@cvb/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { LeadsConfig } from './leads-config';
import { retryDelayMs } from './outbox/backoff';
import { claimDueDeliveries, type ClaimedDelivery } from './outbox/claim-deliveries';
import { deliveryRequest, endpointOf } from './outbox/delivery-request';
import { markAttemptFailed, markDelivered } from './outbox/record-outcome';
import { sendDelivery, type Fetch } from './outbox/send-delivery';

export interface OutboxWorkerDeps {
  db: Db;
  config: LeadsConfig;
  log: FastifyBaseLogger;
  fetchImpl?: Fetch;
  now?: () => Date;
  random?: () => number;
}

const UNCONFIGURED: Record<LeadDeliveryTarget, string> = {
  crm: 'CRM_WEBHOOK_URL is not set: CRM lead deliveries stay pending until it is',
  'partner:montra': 'MONTRA_API_URL is not set: Montra lead deliveries stay pending until it is',
};

/**
 * Delivers the lead outbox: every `intervalMs` (at once again while batches come back full) it leases due
 * deliveries, posts each to its target and records the result. Stopping aborts requests in flight without
 * recording anything, exactly like a killed process; their leases run out and they are posted again.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopController = new AbortController();
  private inFlight: Promise<unknown> = Promise.resolve();
  private readonly fetchImpl: Fetch;
  private readonly now: () => Date;
  private readonly random: () => number;
  readonly targets: LeadDeliveryTarget[];

  constructor(private readonly deps: OutboxWorkerDeps) {
    this.fetchImpl = deps.fetchImpl ?? fetch;
    this.now = deps.now ?? (() => new Date());
    this.random = deps.random ?? Math.random;
    const all: LeadDeliveryTarget[] = ['crm', 'partner:montra'];
    this.targets = all.filter((target) => endpointOf(target, deps.config) !== undefined);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopController = new AbortController();
    for (const [target, warning] of Object.entries(UNCONFIGURED)) {
      if (!this.targets.includes(target as LeadDeliveryTarget)) this.deps.log.warn(warning);
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.stopController.abort();
    await this.inFlight;
  }

  /** One pass: claims a batch and delivers it; answers how many deliveries it handled. */
  async runOnce(): Promise<number> {
    const { db, config } = this.deps;
    const claimed = await claimDueDeliveries(db, {
      now: this.now(),
      leaseMs: config.leaseMs,
      limit: config.batchSize,
      targets: this.targets,
    });
    await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
    return claimed.length;
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (!this.running) return;
    const pass = this.runOnce().catch((error: unknown) => {
      this.deps.log.error({ err: error }, 'lead outbox pass failed');
      return 0;
    });
    this.inFlight = pass;
    const handled = await pass;
    if (this.running) this.schedule(handled >= this.deps.config.batchSize ? 0 : this.deps.config.intervalMs);
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, config, log } = this.deps;
    const endpoint = endpointOf(delivery.target, config);
    if (!endpoint) return;
    const outcome = await sendDelivery(deliveryRequest(delivery, endpoint), {
      fetchImpl: this.fetchImpl,
      timeoutMs: config.timeoutMs,
      stopSignal: this.stopController.signal,
    });
    const context = { deliveryId: delivery.id, leadId: delivery.lead.id, target: delivery.target };
    if (outcome.kind === 'abandoned') return;
    if (outcome.kind === 'delivered') {
      await markDelivered(db, delivery, this.now());
      log.info({ ...context, attempts: delivery.attempts }, 'lead delivered');
      return;
    }
    const final = outcome.kind === 'refused' || delivery.attempts >= config.maxAttempts;
    const delay = retryDelayMs(delivery.attempts, {
      baseMs: config.backoffMs,
      maxMs: config.maxBackoffMs,
      random: this.random,
    });
    await markAttemptFailed(
      db,
      delivery,
      outcome.error,
      final ? { final } : { final, nextAttemptAt: new Date(this.now().getTime() + delay) },
    );
    if (final) log.error({ ...context, error: outcome.error }, 'lead delivery failed for good');
    else log.warn({ ...context, error: outcome.error, retryInMs: delay }, 'lead delivery will be retried');
  }
}
