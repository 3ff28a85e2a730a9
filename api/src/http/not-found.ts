/** An error that the error handler turns into a 404 with this message. */
export class NotFoundError extends Error {
  readonly statusCode = 404;
  override readonly name = 'NotFoundError';
}
