/** A refused lead, answered as { error: true, message, data: null } (plus needsOtp: true when that is why). */
export class LeadError extends Error {
  override readonly name = 'LeadError';

  constructor(
    readonly statusCode: 400 | 409,
    message: string,
    readonly needsOtp = false,
  ) {
    super(message);
  }
}

export const leadBadRequest = (message: string) => new LeadError(400, message);
