import { isAxiosError } from 'axios';
import type { DeskConflict } from '@cvb/contracts';

/**
 * A 409 of a desk write: who saved the newer version, when, and that version (docs/domain.md#catalogue-desk).
 * Null for any other failure (a 400's message is read with `failureMessage`).
 */
export function conflictOf<T>(error: unknown): DeskConflict<T> | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const data: unknown = error.response.data;
  if (typeof data !== 'object' || data === null) return null;
  const { message, changedBy, changedAt, current } = data as Record<string, unknown>;
  if (typeof changedBy !== 'string' || typeof changedAt !== 'string' || current === undefined) return null;
  return { message: typeof message === 'string' ? message : '', changedBy, changedAt, current: current as T };
}
