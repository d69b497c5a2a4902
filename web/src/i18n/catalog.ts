import type { MessageDescriptor } from 'react-intl';

/** A feature's strings in both languages; the Thai catalogue is the default, English the fallback. */
export interface Catalog<Keys extends string = string> {
  th: Record<Keys, string>;
  en: Record<Keys, string>;
}

/** Declares a catalogue; the type check makes every Thai key also exist in English, and keeps the keys. */
export function catalog<Keys extends string>(messages: Catalog<Keys>): Catalog<Keys> {
  return messages;
}

/**
 * Every message id of the site: `formatMessage` and `useText` accept no other. The app shell declares the union
 * (`app/message-ids.d.ts`) from the catalogues it gathers; the shared layer names it through react-intl's type.
 */
export type MessageId = NonNullable<MessageDescriptor['id']>;

/** The ids under a prefix, without it: `MessageIdsUnder<'nav.'>` is `'home' | 'creator' | …`. */
export type MessageIdsUnder<Prefix extends string, Id = MessageId> = Id extends `${Prefix}${infer Rest}`
  ? Rest
  : never;

/**
 * A catalogue id written where nothing else checks it (a yup rule's message, a constant): the call makes the
 * compiler check it, and the id travels on as a plain string to `messageIdOf` where it is shown.
 */
export function messageId<Id extends MessageId>(id: Id): Id {
  return id;
}

/**
 * A catalogue id carried as a plain string: a validation message of a yup schema, an id from a table. The id was
 * written as a catalogue key where it came from; a wrong one shows as its id (react-intl's fallback), and the
 * tests of that form see it.
 */
export function messageIdOf(id: string): MessageId {
  return id as MessageId;
}
