import StarterKit from '@tiptap/starter-kit';
import type { Editor } from '@tiptap/react';

/** Links the sanitiser keeps (bff/src/html/sanitize-html.ts allows http, https and mailto only). */
const ALLOWED_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * What the editor can produce, kept inside what the BFF's sanitiser lets through: paragraphs, headings 2–4,
 * lists, italic, underline, strike, quotes, rules and http(s)/mailto links. There is no bold (§2: the
 * editor hides its bold button; without the extension Ctrl+B does nothing either), and no code marks or
 * blocks, which the sanitiser would strip.
 */
export const richTextExtensions = [
  StarterKit.configure({
    bold: false,
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      isAllowedUri: (url) => ALLOWED_LINK.test(url),
    },
  }),
];

/** A typed link made usable: `example.com` becomes `https://example.com`; anything else odd is refused. */
export function normaliseLink(input: string): string | null {
  const url = input.trim();
  if (url === '') return null;
  if (ALLOWED_LINK.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  if (url.includes('@') && !url.includes('/')) return `mailto:${url}`;
  return `https://${url.replace(/^\/+/, '')}`;
}

/**
 * The HTML to store: '' for an empty document, and without the empty paragraph the editor keeps after a
 * final list or quote so the caret can leave it.
 */
export function htmlOf(editor: Editor): string {
  if (editor.isEmpty) return '';
  return editor.getHTML().replace(/(<p><\/p>)+$/, '');
}
