/** A refusal answered as { error: true, message, data: null } with this status. */
export class AccountError extends Error {
  override readonly name = 'AccountError';

  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 429: seconds until a new try can pass, answered as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AccountError(400, message);
