import type { IncomingMessage, ServerResponse } from 'node:http';

/** A refusal of a plain HTTP route, answered as `{ message }` with its status. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** Reads and parses a JSON body of at most `maxBytes` (413 above it, 400 when it is not JSON). */
export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes)
    throw new HttpProblem(413, 'The request body is too large.');
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw new HttpProblem(413, 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpProblem(400, 'The request body is not valid JSON.');
  }
}
