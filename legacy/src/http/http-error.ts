/** An error that becomes a Laravel-style JSON answer: `{ status, message, errors? }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]> | undefined;
  /** Headers the answer must carry, e.g. `Allow` on a 405. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string[]>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/**
 * A validation failure, 422 unless the call documents another status (the insights' 400): the first field message is
 * the message, all are listed under `errors`.
 */
export function validationError(errors: Record<string, string[]>, status = 422): HttpError {
  const first = Object.values(errors).flat()[0] ?? 'The given data was invalid.';
  return new HttpError(status, first, errors);
}
