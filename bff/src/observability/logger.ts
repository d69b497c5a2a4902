import pino, { type DestinationStream, type Logger } from 'pino';
import SonicBoom from 'sonic-boom';

/**
 * Paths never written to a log, should any code log them: secrets of members (tokens, passwords) and of the
 * deployment. Access lines carry neither headers nor bodies nor query strings in the first place.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.access_token',
];

/** Log lines held while stdout is not read; past this, new lines are dropped rather than held. */
const MAX_BUFFERED_LOG_BYTES = 4 * 1024 * 1024;

/**
 * Standard output (or `fd`) written without ever blocking the event loop. pino's default is synchronous, and when
 * stdout is a pipe that nobody reads but nobody closed (a reader that stopped) each line was retried in `Atomics.wait`
 * for ever: the process answered nothing, not even SIGTERM (issue 25). Here a full pipe only delays lines, then drops
 * them past MAX_BUFFERED_LOG_BYTES; a pipe whose reader has gone (EPIPE) is ignored. Made with sonic-boom itself, not
 * `pino.destination`, which also registers a synchronous flush at exit: that flush waited on the same full pipe.
 * Lines still held when the process exits are lost; the BFF flushes for a moment before it exits (main.ts).
 */
export function standardOutput(fd = 1): DestinationStream {
  const destination = new SonicBoom({ fd, sync: false, maxLength: MAX_BUFFERED_LOG_BYTES });
  destination.on('error', () => undefined);
  return destination;
}

/** The BFF's pino logger: JSON lines on stdout (or `destination`), at `level`. */
export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'bff' },
      redact: { paths: REDACTED, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination ?? standardOutput(),
  );
}
