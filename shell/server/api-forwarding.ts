/** Sent with PROXY_SECRET on every call to the API: it lets the API believe the X-Forwarded-* headers below. */
export const PROXY_SECRET_HEADER = 'x-cvb-proxy-secret';

export interface VisitorOfCall {
  host: string;
  protocol: string;
  /** The visitor's address, for the API's per-IP limits; absent on the server's own calls. */
  ip?: string;
}

/** The headers that tell the API the page's host and the visitor, vouched for by the shared secret. */
export function forwardedHeaders(
  proxySecret: string | undefined,
  visitor: VisitorOfCall,
): Record<string, string> {
  return {
    'x-forwarded-host': visitor.host,
    'x-forwarded-proto': visitor.protocol,
    ...(visitor.ip === undefined ? {} : { 'x-forwarded-for': visitor.ip }),
    ...(proxySecret ? { [PROXY_SECRET_HEADER]: proxySecret } : {}),
  };
}

/** A visitor's request headers without a secret header of its own (only this server may vouch). */
export function withoutVisitorSecret<Headers extends Record<string, unknown>>(headers: Headers): Headers {
  const { [PROXY_SECRET_HEADER]: _visitors, ...rest } = headers;
  return rest as Headers;
}
