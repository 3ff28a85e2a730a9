import type {
  AccountFailure,
  ErrorResponse,
  LeadFailureResponse,
  LeadNeedsOtpResponse,
} from '@cvb/contracts';

/**
 * Which of the API's error answers a failed call got. The API sends them as its contracts say; these guards tell
 * them apart by the fields the callers read (a failure may also come from a proxy: an HTML page, an empty body).
 */

/** A JSON object (not null, not an array), whose fields can be read. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `errorResponseSchema`: the API's own error answer (`statusCode`, `error`, `message`), e.g. a refused field. */
export function isErrorResponse(value: unknown): value is Pick<ErrorResponse, 'statusCode' | 'message'> {
  return isJsonObject(value) && typeof value.statusCode === 'number' && typeof value.message === 'string';
}

/** `accountFailureSchema`: an account call's failure (docs/domain.md#account-messages: `error` flag, `message`, `data` null). */
export function isAccountFailure(value: unknown): value is Pick<AccountFailure, 'error' | 'message'> {
  return isJsonObject(value) && typeof value.error === 'boolean' && typeof value.message === 'string';
}

/** `leadNeedsOtpResponseSchema`: the 409 of a lead whose mobile must confirm a one-time code first. */
export function isLeadNeedsOtp(value: unknown): value is Pick<LeadNeedsOtpResponse, 'needsOtp' | 'message'> {
  return isJsonObject(value) && value.needsOtp === true && typeof value.message === 'string';
}

/** `leadFailureResponseSchema`: a refused lead (`error: true` and the docs/domain.md#field-rules message). */
export function isLeadFailure(value: unknown): value is Pick<LeadFailureResponse, 'error' | 'message'> {
  return isJsonObject(value) && value.error === true && typeof value.message === 'string';
}
