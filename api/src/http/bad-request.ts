/** An error that the error handler turns into a 400 with exactly this message. */
export class BadRequestError extends Error {
  readonly statusCode = 400;
  override readonly name = 'BadRequestError';
}
