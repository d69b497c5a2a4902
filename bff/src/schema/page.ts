import { isoTime } from '../legacy/legacy-time';
import { builder } from './builder';
import { legacyCost } from './field-cost';
import { CACHE } from './cache-hints';
import { LocalizedText, localized } from './shared';
import { orNull } from './errors';
import type { PageDto } from '../legacy/legacy-dto';
import { fillUploadLimits, uploadLimitsOf } from './upload-limits';

export const PageSlug = builder.enumType('PageSlug', {
  description: 'The static pages of the site.',
  values: {
    FAQS: { value: 'faqs', description: 'Frequently asked questions.' },
    TERM: { value: 'term', description: 'Terms of use.' },
    PRIVACY_POLICY: { value: 'privacy-policy', description: 'Privacy policy.' },
    ABOUT_US: { value: 'about-us', description: 'About the organisation.' },
  } as const,
});

export const Page = builder.objectRef<PageDto>('Page').implement({
  directives: CACHE.reference,
  description: 'A static CMS page in Thai and English.',
  fields: (t) => ({
    id: t.exposeID('url', { description: 'The page’s key: faqs, term, privacy-policy or about-us.' }),
    slug: t.field({
      type: PageSlug,
      description: 'Which page this is.',
      resolve: (page) => page.url as 'faqs',
    }),
    title: t.field({
      type: LocalizedText,
      description: 'The page’s title in Thai and English.',
      resolve: (page) => localized(page.page_name_th, page.page_name_en),
    }),
    bodyHtml: t.field({
      // It reads the configuration, never the legacy API.
      complexity: legacyCost({ calls: 0 }),
      type: LocalizedText,
      description:
        'The page’s content as HTML, in Thai and English (written by the organisation’s editors). Placeholders in the stored text ({{maxUploadSize}}, {{imageTypes}}, {{coverSize}}, {{shareImageSize}}) are filled with `uploadLimits`.',
      resolve: (page, _args, context) => {
        const limits = uploadLimitsOf(context.config);
        return localized(
          fillUploadLimits(page.detail_th, limits, 'th'),
          fillUploadLimits(page.detail_en, limits, 'en'),
        );
      },
    }),
    updatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it last changed.',
      resolve: (page) => isoTime(page.updated_at),
    }),
  }),
});

builder.queryFields((t) => ({
  page: t.field({
    complexity: legacyCost({ calls: 1 }),
    type: Page,
    nullable: true,
    description: 'One static page.',
    args: { slug: t.arg({ type: PageSlug, description: 'Which page.' }) },
    resolve: (_root, args, context) => orNull(context.legacy.page(args.slug)),
  }),
}));
