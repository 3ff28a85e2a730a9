import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { DevOutbox } from './dev-outbox';
import type { SmsSender } from './sms-sender';

/** Development only: the text goes to the API log and, when enabled, to the development outbox. */
export class DevSmsSender implements SmsSender {
  readonly kind = 'development';

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox: DevOutbox | null,
    private readonly clock: Clock,
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    this.log.info({ mobile }, `[dev sms] to ${mobile}: ${text}`);
    this.outbox?.add({ mobile, text, sentAt: this.clock().toISOString() });
  }
}

/** Production without SMS_PROVIDER_URL: nothing is sent and the codes are never logged. */
export class UnconfiguredSmsSender implements SmsSender {
  readonly kind = 'unconfigured';

  async send(): Promise<void> {
    throw new Error('SMS_PROVIDER_URL is not set');
  }
}
