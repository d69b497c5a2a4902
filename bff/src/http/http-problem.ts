/** A refusal of a plain HTTP route, answered as `{ message }` with its status. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
