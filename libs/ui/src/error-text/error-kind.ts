/** What went wrong, in the words a visitor can act on (never a transport message). */
export type ErrorKind = 'notFound' | 'offline' | 'timeout' | 'invalid' | 'tooMany' | 'server' | 'unknown';

interface TransportError {
  code?: unknown;
  name?: unknown;
  request?: unknown;
  response?: { status?: unknown } | null;
  status?: unknown;
}

function statusOf(error: TransportError): number | null {
  const status = error.response?.status ?? error.status;
  return typeof status === 'number' ? status : null;
}

function kindOfStatus(status: number): ErrorKind {
  if (status === 404 || status === 410) return 'notFound';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'server';
  if (status >= 400) return 'invalid';
  return 'unknown';
}

/**
 * Sorts an error from an API call (an axios error, a fetch Response-like error, a zod error) into an `ErrorKind`,
 * by shape only, so this library needs no HTTP client.
 */
export function errorKind(error: unknown): ErrorKind {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (error === null || typeof error !== 'object') return 'unknown';
  const transport = error as TransportError;
  const status = statusOf(transport);
  if (status !== null) return kindOfStatus(status);
  if (
    transport.code === 'ECONNABORTED' ||
    transport.code === 'ETIMEDOUT' ||
    transport.name === 'TimeoutError'
  ) {
    return 'timeout';
  }
  // A request went out and no answer came back: the network, not the site.
  if (transport.code === 'ERR_NETWORK' || (transport.request !== undefined && transport.response == null)) {
    return 'offline';
  }
  return 'unknown';
}
