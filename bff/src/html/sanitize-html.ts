import sanitize from 'sanitize-html';

/**
 * Designers' rich text reduced to what the editor produces (the portfolio form's TipTap editor: paragraphs,
 * headings 2–4, lists, italic, underline, strike, quotes, rules and links; no bold button, though older
 * text may carry bold). Scripts, styles, event handlers and `javascript:` URLs never reach a page.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'hr',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      // The editor numbers a list typed as "3. …" from 3, and keeps a pasted list's numbering style.
      ol: ['start', { name: 'type', multiple: false, values: ['1', 'a', 'A', 'i', 'I'] }],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  });
}
