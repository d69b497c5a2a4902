import pino, { type DestinationStream, type Logger } from 'pino';

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

/** The BFF's pino logger: JSON lines on stdout (or `destination`), at `level`. */
export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { service: 'bff' },
      redact: { paths: REDACTED, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}
