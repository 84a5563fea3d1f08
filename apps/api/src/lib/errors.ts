/** An error whose message is meant for the user, with the HTTP status it answers with. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    /** Extra fields merged into the error reply, e.g. `{ errors: { email: '...' } }`. */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError(400, message, extra);
export const unauthorized = (message = 'Please sign in to continue') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do that') => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new AppError(409, message, extra);
/** A field-level validation failure decided by a business rule (not by the schema). */
export const invalidField = (field: string, message: string) =>
  new AppError(422, message, { errors: { [field]: message } });
