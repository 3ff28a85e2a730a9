/** A marketplace failure the routes answer with its status and message (docs/domain.md#used-marketplace). */
export class UsedMarketError extends Error {
  override readonly name = 'UsedMarketError';

  constructor(
    readonly statusCode: 404 | 409 | 410 | 422 | 429,
    message: string,
    readonly options: {
      /** Seconds until the limit resets (429). */
      retryAfterSeconds?: number;
      /** 409 because the buyer's mobile must confirm a one-time code first. */
      needsOtp?: boolean;
    } = {},
  ) {
    super(message);
  }
}

const TITLES = {
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
} as const;

/** The answer's body: { needsOtp, message } for a needed code, else the API's usual error answer. */
export function usedMarketErrorBody(error: UsedMarketError) {
  if (error.options.needsOtp) return { needsOtp: true as const, message: error.message };
  return { statusCode: error.statusCode, error: TITLES[error.statusCode], message: error.message };
}
