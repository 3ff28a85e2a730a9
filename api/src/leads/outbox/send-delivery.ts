import type { DeliveryRequest } from './delivery-request';

export type DeliveryOutcome =
  | { kind: 'delivered' }
  /** Worth another try: network error, timeout, 5xx, 408, 429. */
  | { kind: 'retry'; error: string }
  /** The receiver refused the lead itself (other 4xx); retrying the same body cannot help. */
  | { kind: 'refused'; error: string }
  /** The worker stopped mid-request: record nothing, as if the process had died; the lease runs out. */
  | { kind: 'abandoned' };

export type Fetch = typeof fetch;

const RETRYABLE_STATUSES = new Set([408, 425, 429]);

async function bodySnippet(response: Response): Promise<string> {
  try {
    return (await response.text()).slice(0, 200);
  } catch {
    return '';
  }
}

export async function sendDelivery(
  request: DeliveryRequest,
  { fetchImpl, timeoutMs, stopSignal }: { fetchImpl: Fetch; timeoutMs: number; stopSignal: AbortSignal },
): Promise<DeliveryOutcome> {
  const signal = AbortSignal.any([stopSignal, AbortSignal.timeout(timeoutMs)]);
  try {
    const response = await fetchImpl(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal,
    });
    if (response.ok) {
      await response.body?.cancel();
      return { kind: 'delivered' };
    }
    const error = `HTTP ${response.status} ${await bodySnippet(response)}`.trim();
    const retryable = response.status >= 500 || RETRYABLE_STATUSES.has(response.status);
    return retryable ? { kind: 'retry', error } : { kind: 'refused', error };
  } catch (error) {
    if (stopSignal.aborted) return { kind: 'abandoned' };
    if (signal.aborted) return { kind: 'retry', error: `timed out after ${timeoutMs} ms` };
    return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}
