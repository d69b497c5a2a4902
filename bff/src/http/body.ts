/** A refusal of a plain HTTP route, answered as `{ message }` with its status. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra headers of the answer (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
