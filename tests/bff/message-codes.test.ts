import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES, messageCodeOf } from '../../bff/src/legacy/legacy-messages';

const LEGACY_SOURCE = path.resolve(import.meta.dirname, '../../legacy/src');

/**
 * Messages of the legacy API that answer an integrator's own malformed request or a read of a missing record: the
 * site never shows them to a person, so they keep their English and have no code.
 */
const PROTOCOL_MESSAGES = [
  /^The request body (is too large|was cut short|is not valid JSON|must be a JSON object)\.$/,
  /^Send the (body|image) as /,
  /^The \w+ field must be an array\.$/,
  /^(Not Found|Server Error|The address is malformed\.|The method is not supported for this route\.)$/,
  /^The database does not answer\.$/,
  /^The multipart body has no boundary\.$/,
  /^The type must be /,
  /^The sort must be asc or desc\.$/,
  /^The by must be views or appreciations\.$/,
  /^The [\w ]+ field must be true or false\.$/,
  /^(Collection|Collection category|Page|Designer|Tag) not found\./,
  /^Token is valid$/,
  /^Save view success$/,
  /^The member id field is required\.$/,
  // Insights (issue 30): a range the BFF checks before asking, a view's source the site always sends well-formed,
  // and the search log, which only the BFF sends.
  /^The (from|to) must be a date /,
  /^The range may not be longer than /,
  /^The searches(\.\w+\.(keyword|count))? (field )?must be /,
  /^Searches logged\.$/,
  /^(Internal calls are not enabled|Only the trusted client may make this call)/,
  /^Send either a source or a referrer, not both\.$/,
  /^The (source|referrer) must be /,
];

/** Every message the legacy API's source can answer with: thrown, failed by a validator or sent as `message`. */
function legacyMessages(): string[] {
  const found = new Set<string>();
  const patterns = [
    /new HttpError\(\s*\d{3},\s*(['`])((?:(?!\1).)+)\1/g,
    /\.fail\([^,]+,\s*(['`])((?:(?!\1).)+)\1/g,
    /\bmessage:\s*(['`])((?:(?!\1).)+)\1/g,
    /\bstatus:\s*(['`])([a-z][^'`]+)\1/g,
    /_MESSAGE\s*=\s*(['`])((?:(?!\1).)+)\1/g,
    /\bconst [A-Z_]+\s*=\s*(['`])((?:(?!\1).)+[.!])\1/g,
    /\?\s*'([^']+)'\s*:\s*'([^']+)'/g,
  ];
  for (const file of fs.readdirSync(LEGACY_SOURCE, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.startsWith('seed') || file.startsWith('search')) continue;
    const source = fs.readFileSync(path.join(LEGACY_SOURCE, file), 'utf8');
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) {
        const texts = pattern.source.startsWith('\\?') ? [match[1]!, match[2]!] : [match[2]!];
        for (const text of texts) {
          // A template's values: a limit is a number, anything else a field's name.
          found.add(
            text.replace(/\$\{([^}]*)\}/g, (_, expression: string) =>
              /max|LENGTH|Math|limit/i.test(expression) ? '10' : 'email',
            ),
          );
        }
      }
    }
  }
  return [...found].filter((text) => /^[A-Z]/.test(text) || /^(create|update) /.test(text));
}

describe('codes of the messages a person can be shown', () => {
  it('knows every message the legacy API can answer a person with', () => {
    const messages = legacyMessages();
    expect(messages.length).toBeGreaterThan(60);
    const uncoded = messages.filter(
      (text) => !messageCodeOf(text) && !PROTOCOL_MESSAGES.some((pattern) => pattern.test(text)),
    );
    expect(uncoded).toEqual([]);
  });

  it.each([
    ['The e-mail or password is incorrect.', 'WRONG_CREDENTIALS', null],
    ['The email has already been taken.', 'EMAIL_TAKEN', null],
    ['The password must be at least 8 characters.', 'PASSWORD_TOO_SHORT', 8],
    ['The detail may not be greater than 5000 characters.', 'TOO_LONG', 5000],
    ['The image may not be greater than 10 MB.', 'FILE_TOO_LARGE', 10],
    ['The image may not be greater than 0.5 MB.', 'FILE_TOO_LARGE', 0.5],
    ['The first name th field is required.', 'FIELD_REQUIRED', null],
    [
      'The domain name may only hold lower-case letters, digits and hyphens (3–50).',
      'DOMAIN_NAME_INVALID',
      50,
    ],
    ['Create Portfolio successfully!', 'PORTFOLIO_CREATED', null],
    [
      'If this e-mail is registered, a link to reset the password has been sent to it.',
      'RESET_LINK_SENT',
      null,
    ],
    ['The message was saved but could not be forwarded by e-mail.', 'CONTACT_NOT_FORWARDED', null],
  ])('gives %j the code %s with its limit', (text, code, limit) => {
    expect(messageCodeOf(text)).toEqual({ code, limit });
  });

  it('leaves a message it does not know without a code, and no two codes claim one message', () => {
    expect(messageCodeOf('Something new the server says.')).toBeUndefined();
    expect(messageCodeOf(null)).toBeUndefined();
    for (const text of legacyMessages()) {
      const claimed = Object.entries(MESSAGE_CODES).filter(([, { text: pattern }]) => pattern.test(text));
      expect(claimed.length, text).toBeLessThanOrEqual(1);
    }
  });
});
