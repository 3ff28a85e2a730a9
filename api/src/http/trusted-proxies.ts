import { timingSafeEqual } from 'node:crypto';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The header the site's own servers (shell, main site) send with PROXY_SECRET to vouch for their forwarded headers. */
export const PROXY_SECRET_HEADER = 'x-cvb-proxy-secret';
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

export interface ProxySettings {
  /**
   * TRUST_PROXY: load balancers allowed to set `X-Forwarded-*`, as a comma-separated list of addresses, CIDR
   * ranges or proxy-addr's names (`loopback`, `uniquelocal`). Unset: nobody, the API is reached directly.
   */
  trustProxy?: string;
  /** PROXY_SECRET: a caller that sends it in `x-cvb-proxy-secret` may set `X-Forwarded-*` from any address. */
  secret?: string;
}

export function proxySettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ProxySettings {
  return { trustProxy: env.TRUST_PROXY, secret: env.PROXY_SECRET || undefined };
}

function listOf(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function sameSecret(sent: string | string[] | undefined, secret: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Fastify's `trustProxy` for these settings. The peer itself (hop 0) is trusted because `registerProxyTrust`
 * has already removed the forwarded headers of any peer that is neither listed nor holds the secret; hops
 * beyond it are trusted only when listed.
 */
export function trustProxyOf(settings: ProxySettings): (address: string, hop: number) => boolean {
  const listed = listOf(settings.trustProxy);
  const isListed = listed.length > 0 ? proxyAddr.compile(listed) : () => false;
  return (address, hop) => hop === 0 || isListed(address, hop);
}

/**
 * Drops `X-Forwarded-For/-Host/-Proto` from every request whose peer is not a trusted proxy, before anything
 * reads the client's IP or host: a caller cannot pick the IP its rate limits count against by sending a new
 * header each time. The secret header itself is removed so that no log or handler sees it.
 */
export function registerProxyTrust(app: FastifyInstance, settings: ProxySettings): void {
  const listed = listOf(settings.trustProxy);
  const isListed = listed.length > 0 ? proxyAddr.compile(listed) : () => false;
  const vouched = (request: FastifyRequest): boolean =>
    (settings.secret !== undefined && sameSecret(request.headers[PROXY_SECRET_HEADER], settings.secret)) ||
    isListed(request.raw.socket.remoteAddress ?? '', 0);
  app.addHook('onRequest', async (request) => {
    const trusted = vouched(request);
    const headers = request.raw.headers;
    delete headers[PROXY_SECRET_HEADER];
    if (trusted) return;
    for (const name of FORWARDED_HEADERS) delete headers[name];
  });
}
