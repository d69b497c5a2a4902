/** A feature's strings in both languages; the Thai catalogue is the default, English the fallback. */
export interface Catalog {
  th: Record<string, string>;
  en: Record<string, string>;
}

/** Declares a catalogue; the type check makes every Thai key also exist in English. */
export function catalog<Keys extends string>(messages: {
  th: Record<Keys, string>;
  en: Record<Keys, string>;
}): Catalog {
  return messages;
}
