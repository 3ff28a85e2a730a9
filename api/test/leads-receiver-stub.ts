import Fastify, { type FastifyInstance } from 'fastify';

export type StubMode = 'ok' | 'fail' | 'refuse' | 'hang';

export interface ReceivedDelivery {
  path: string;
  idempotencyKey: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** The status the stub answered; null while (or when) it never answered. */
  answered: number | null;
}

/** A local CRM and partner API: /crm and /montra, answering per `mode`, recording every request. */
export class ReceiverStub {
  mode: StubMode = 'ok';
  readonly received: ReceivedDelivery[] = [];
  private readonly hanging: (() => void)[] = [];
  private server: FastifyInstance | undefined;
  url = '';

  async start(): Promise<void> {
    const server = Fastify();
    server.post('/:target', async (request, reply) => {
      const entry: ReceivedDelivery = {
        path: request.url,
        idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
        authorization: request.headers.authorization,
        body: request.body as Record<string, unknown>,
        answered: null,
      };
      this.received.push(entry);
      if (this.mode === 'hang') {
        await new Promise<void>((resolve) => this.hanging.push(resolve));
        return reply.code(503).send({ ok: false });
      }
      entry.answered = { ok: 200, fail: 500, refuse: 422 }[this.mode];
      return reply.code(entry.answered).send({ ok: entry.answered === 200 });
    });
    this.url = await server.listen({ port: 0, host: '127.0.0.1' });
    this.server = server;
  }

  async stop(): Promise<void> {
    this.hanging.splice(0).forEach((release) => release());
    await this.server?.close();
  }

  /** Requests the stub accepted (200), per idempotency key. */
  acceptedPerKey(path: string): Map<string, number> {
    const counts = new Map<string, number>();
    for (const entry of this.received) {
      if (entry.path === path && entry.answered === 200) {
        counts.set(entry.idempotencyKey, (counts.get(entry.idempotencyKey) ?? 0) + 1);
      }
    }
    return counts;
  }
}

/** Polls until `check` holds (or fails after `timeoutMs`). */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
