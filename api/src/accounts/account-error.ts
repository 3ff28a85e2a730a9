/** A refusal answered as { error: true, message, data: null } with this status. */
export class AccountError extends Error {
  override readonly name = 'AccountError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AccountError(400, message);
