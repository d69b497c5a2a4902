const OPENING_HEADING = /<h([1-6])(\s[^>]*)?>/gi;

/**
 * Rich text written with its own heading levels (a portfolio's account, a CMS page), placed under the page's
 * heading of `parentLevel`: each heading gets the level it has in the page's outline, as `aria-level` where that
 * differs from its tag, so a screen reader's list of headings has no gaps (an author's lone h3 under the page's h1
 * reads as a level-2 heading) while the text keeps the look its author chose. Headings the author nested keep
 * their nesting: a heading is one level below the nearest heading before it whose tag is higher.
 */
export function headingsUnder(html: string, parentLevel: number): string {
  /** The open sections: the tag's level and the level it got in the outline. */
  const open: { written: number; outline: number }[] = [];
  return html.replace(OPENING_HEADING, (tag, levelText: string, attributes = '') => {
    if (/\saria-level\s*=/i.test(attributes)) return tag;
    const written = Number(levelText);
    while (open.length > 0 && (open.at(-1)?.written ?? 0) >= written) open.pop();
    const outline = Math.min(6, (open.at(-1)?.outline ?? parentLevel) + 1);
    open.push({ written, outline });
    return outline === written ? tag : `<h${written} aria-level="${outline}"${attributes}>`;
  });
}
