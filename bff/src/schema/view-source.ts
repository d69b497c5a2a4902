import { builder } from './builder';
import type { UserErrorShape } from './shared';
import type { ViewSourceBody } from '../legacy/legacy-types';

/*
 * Where a counted view came from (issue 30): a page of this site, or another site's domain, and whether the reader
 * followed a link shared from the site. Nothing about the reader: the browser sends the referring page's kind or
 * host name only, never an address of its own.
 */

export const ViewSourcePage = builder.enumType('ViewSourcePage', {
  description: 'A page of this site a reader opened a work from.',
  values: {
    HOME: { value: 'home', description: 'The home page.' },
    LANDING: { value: 'landing', description: 'The landing page (`/`).' },
    SEARCH: { value: 'search', description: 'Search results.' },
    CATEGORY: { value: 'category', description: 'A category’s list.' },
    TAG: { value: 'tag', description: 'A tag’s list.' },
    COLLECTION: { value: 'collection', description: 'A collection.' },
    DESIGNER: { value: 'designer', description: 'A designer’s page or the creators’ list.' },
    TOPRANK: { value: 'toprank', description: 'The top rank.' },
    FOLLOWING: { value: 'following', description: 'The feed of followed designers.' },
    PORTFOLIO: { value: 'portfolio', description: 'Another work’s page (more work, like work).' },
    OTHER: { value: 'other', description: 'Any other page of the site.' },
  } as const,
});

export const ViewSourceInput = builder.inputType('ViewSourceInput', {
  description:
    'Where the reader came from: a page of this site, or another site’s host name; neither for an address typed, bookmarked or opened from an app.',
  fields: (t) => ({
    page: t.field({ type: ViewSourcePage, required: false, description: 'The page of this site.' }),
    referrer: t.string({
      required: false,
      description: 'The other site’s host name only (`l.facebook.com`), never a whole address.',
    }),
    shared: t.boolean({
      required: false,
      description: 'Whether the reader followed a link shared with the site’s share buttons.',
    }),
  }),
});

/** A host name: letters, digits and hyphens in dot-separated labels, at least two of them. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** What the legacy API is told of the source, or why it is refused. */
export function viewSourceBodyOf(
  input: { page?: string | null; referrer?: string | null; shared?: boolean | null } | null | undefined,
): { body: ViewSourceBody } | { error: UserErrorShape } {
  if (!input) return { body: {} };
  const shared = input.shared ?? false;
  const referrer = input.referrer?.trim();
  if (input.page && referrer)
    return { error: { field: 'source', message: 'Give the page or the referrer, not both.' } };
  if (referrer !== undefined && referrer !== '') {
    if (!HOST_NAME.test(referrer))
      return {
        error: { field: 'source', message: 'The referrer must be a host name only (e.g. facebook.com).' },
      };
    return { body: { referrer: referrer.toLowerCase(), shared } };
  }
  return { body: { source: input.page ?? 'direct', shared } };
}
