/** The review names a model the catalogue does not have; the error handler answers 404. */
export class ModelNotFoundError extends Error {
  readonly statusCode = 404;
  override readonly name = 'ModelNotFoundError';
  constructor() {
    super('Model not found');
  }
}
