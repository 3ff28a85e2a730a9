import Fastify, { type FastifyInstance } from 'fastify';
import { devOutboxResponseSchema } from '@cvb/contracts';
import { buildApp } from '../src/app';
import { HttpSmsSender } from '../src/accounts/sms/http-sms-sender';
import type { Database } from '../src/db/database';
import { openTestDatabase, testDatabases } from './databases';

interface ReceivedSms {
  authorization?: string;
  body: unknown;
}

/** A stand-in SMS gateway on a free local port, for this test only. */
async function startGateway(
  status = 202,
): Promise<{ gateway: FastifyInstance; url: string; received: ReceivedSms[] }> {
  const received: ReceivedSms[] = [];
  const gateway = Fastify();
  gateway.post('/sms', async (request, reply) => {
    received.push({ authorization: request.headers.authorization, body: request.body });
    return reply.code(status).send({ ok: status < 300 });
  });
  const address = await gateway.listen({ port: 0, host: '127.0.0.1' });
  return { gateway, url: `${address}/sms`, received };
}

describe('HTTP SMS sender', () => {
  it('posts JSON with the bearer token and sender id', async () => {
    const { gateway, url, received } = await startGateway();
    try {
      await new HttpSmsSender({ url, token: 'sms-secret', sender: 'CVBZR' }).send('9876543210', 'hello');
      expect(received).toEqual([
        { authorization: 'Bearer sms-secret', body: { to: '+919876543210', from: 'CVBZR', text: 'hello' } },
      ]);
    } finally {
      await gateway.close();
    }
  });

  it('rejects when the gateway refuses or cannot be reached', async () => {
    const { gateway, url } = await startGateway(500);
    try {
      await expect(new HttpSmsSender({ url, sender: 'CVBZR' }).send('9876543210', 'x')).rejects.toThrow(
        '500',
      );
    } finally {
      await gateway.close();
    }
    await expect(
      new HttpSmsSender({ url, sender: 'CVBZR', timeoutMs: 2000 }).send('9876543210', 'x'),
    ).rejects.toThrow();
  });
});

describe.each(testDatabases)('SMS delivery chosen by the environment on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const origin = { origin: 'http://localhost:80' };

  async function sendOtp(app: FastifyInstance, mobile: string) {
    return app.inject({
      method: 'POST',
      url: '/api/general/send-otp',
      headers: origin,
      payload: { mobile, purpose: 'verify' },
    });
  }

  it('with CVB_DEV_OUTBOX=on writes the text to the outbox at GET /api/dev/outbox', async () => {
    const app = await buildApp({
      database,
      accounts: { env: { NODE_ENV: 'development', CVB_DEV_OUTBOX: 'on' } },
    });
    try {
      expect((await sendOtp(app, '9812345670')).statusCode).toBe(200);
      expect((await sendOtp(app, '9812345671')).statusCode).toBe(200);
      const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox?mobile=9812345670' });
      expect(outbox.statusCode).toBe(200);
      const { messages } = devOutboxResponseSchema.parse(outbox.json());
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ mobile: '9812345670' });
      expect(messages[0].text).toMatch(/^\d{6} is your CV Bazaar OTP/);
      const all = devOutboxResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json(),
      );
      expect(all.messages.map((message) => message.mobile)).toEqual(['9812345671', '9812345670']);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with CVB_DEV_OUTBOX=on under NODE_ENV=production', async () => {
    await expect(
      buildApp({ database, accounts: { env: { NODE_ENV: 'production', CVB_DEV_OUTBOX: 'on' } } }),
    ).rejects.toThrow('CVB_DEV_OUTBOX=on is refused with NODE_ENV=production');
  });

  it('has no outbox route unless opted in: production, CVB_DEV_OUTBOX unset or off', async () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { NODE_ENV: 'development' },
      { NODE_ENV: 'development', CVB_DEV_OUTBOX: 'off' },
    ]) {
      const app = await buildApp({ database, accounts: { env } });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
        expect(response.statusCode).toBe(404);
        const docs = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
        expect(docs.paths).not.toHaveProperty(['/api/dev/outbox']);
        expect(docs.paths).toHaveProperty(['/api/general/send-otp']);
      } finally {
        await app.close();
      }
    }
  });

  it('in production without SMS_PROVIDER_URL refuses to send (502) rather than log codes', async () => {
    const app = await buildApp({ database, accounts: { env: { NODE_ENV: 'production' } } });
    try {
      const response = await sendOtp(app, '9812345672');
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe('Could not send the code, please try again');
    } finally {
      await app.close();
    }
  });

  it('with SMS_PROVIDER_URL sends through the gateway', async () => {
    const { gateway, url, received } = await startGateway();
    const app = await buildApp({
      database,
      accounts: {
        env: {
          NODE_ENV: 'production',
          SMS_PROVIDER_URL: url,
          SMS_PROVIDER_TOKEN: 't0k',
          SMS_SENDER: 'CVBAZR',
        },
      },
    });
    try {
      expect((await sendOtp(app, '9812345673')).statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        authorization: 'Bearer t0k',
        body: { to: '+919812345673', from: 'CVBAZR' },
      });
    } finally {
      await app.close();
      await gateway.close();
    }
  });
});
