import { builder } from './builder';
import { legacyCost } from './field-cost';
import { openCall, operatorCall } from './field-access';
import { CACHE, responseCacheTags } from './cache-hints';
import { LocalizedText, LocalizedTextInput, localized, localizedField, timeField } from './shared';
import { recordPayloadOf, recordPayloadType } from './payloads';
import { attempt, orNull } from './errors';
import { sanitizeHtml } from '../html/sanitize-html';
import type { PageDto } from '../legacy/legacy-types';
import { fillUploadLimits, uploadLimitsOf } from './upload-limits';
import { CMS_PAGE_KEYS, type CmsPageKey } from '../protocol/site-addresses';

/** What a deployment may offer or not, by the name a page's conditional section uses. */
interface SiteFeatures {
  /** Signing in with Facebook: offered when the site has a Facebook app (`FACEBOOK_APP_ID`). */
  facebookLogin: boolean;
}

/**
 * A page's text as this deployment offers it: `{{#feature}}…{{/feature}}` is kept (without its marks) when the
 * feature is on and dropped when it is off, so the FAQ never promises a way to sign in that the site does not have.
 * An unknown feature is left as written.
 */
export function showConfiguredSections(html: string, features: SiteFeatures): string {
  return html.replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, (section, name: string, inner: string) => {
    if (!(name in features)) return section;
    return features[name as keyof SiteFeatures] ? inner : '';
  });
}

export const PageSlug = builder.enumType('PageSlug', {
  description: 'The static pages of the site.',
  values: {
    FAQS: { value: 'faqs', description: 'Frequently asked questions.' },
    TERM: { value: 'term', description: 'Terms of use.' },
    PRIVACY_POLICY: { value: 'privacy-policy', description: 'Privacy policy.' },
    ABOUT_US: { value: 'about-us', description: 'About the organisation.' },
  } as const satisfies Record<string, { value: CmsPageKey; description: string }>,
});

export const Page = builder.objectRef<PageDto>('Page').implement({
  directives: CACHE.reference,
  description: 'A static CMS page in Thai and English.',
  fields: (t) => ({
    id: t.exposeID('url', {
      description: `The page’s key: ${CMS_PAGE_KEYS.slice(0, -1).join(', ')} or ${CMS_PAGE_KEYS.at(-1)}.`,
    }),
    slug: t.field({
      type: PageSlug,
      description: 'Which page this is.',
      resolve: (page) => page.url as CmsPageKey,
    }),
    title: localizedField(t, 'page_name_th', 'page_name_en', 'The page’s title in Thai and English.'),
    bodyHtml: t.field({
      // It reads the configuration, never the legacy API.
      complexity: legacyCost({ calls: 0 }),
      type: LocalizedText,
      description:
        'The page’s content as HTML, in Thai and English (written by the organisation’s operators), sanitised as portfolio details are: the rich-text editor’s tags only, no scripts, styles or event handlers. Placeholders in the stored text ({{maxUploadSize}}, {{maxImagePixels}}, {{imageTypes}}, {{coverSize}}, {{shareImageSize}}) are filled with `uploadLimits`; a section `{{#facebookLogin}}…{{/facebookLogin}}` is shown only where the site offers signing in with Facebook (`facebookAppId`).',
      resolve: (page, _args, context) => {
        const limits = uploadLimitsOf(context.config);
        const features: SiteFeatures = { facebookLogin: Boolean(context.config.facebookAppId) };
        const shown = (html: string, language: 'th' | 'en') =>
          sanitizeHtml(fillUploadLimits(showConfiguredSections(html, features), limits, language));
        return localized(shown(page.detail_th, 'th'), shown(page.detail_en, 'en'));
      },
    }),
    titleAsWritten: t.field({
      type: LocalizedText,
      nullable: true,
      directives: CACHE.viewer,
      authScopes: { operator: true },
      description: 'The title as stored, to edit: `en` is empty when no English was written. Operators only.',
      resolve: (page) => ({ th: page.page_name_th, en: page.page_name_en }),
    }),
    sourceHtml: t.field({
      type: LocalizedText,
      nullable: true,
      directives: CACHE.viewer,
      authScopes: { operator: true },
      description:
        'The content as stored, to edit: unsanitised, with its placeholders unfilled. Operators only; show `bodyHtml` to readers.',
      resolve: (page) => ({ th: page.detail_th, en: page.detail_en }),
    }),
    updatedAt: timeField(t, 'updated_at', 'When it last changed.', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  page: t.field({
    ...openCall,
    type: Page,
    nullable: true,
    description: 'One static page.',
    args: { slug: t.arg({ type: PageSlug, description: 'Which page.' }) },
    resolve: (_root, args, context) => orNull(context.legacy.page(args.slug)),
  }),
}));

const PageInput = builder.inputType('PageInput', {
  description: 'A CMS page’s title and content in Thai and English.',
  fields: (t) => ({
    title: t.field({ type: LocalizedTextInput, description: 'The title (at most 200 characters each).' }),
    bodyHtml: t.field({
      type: LocalizedTextInput,
      description:
        'The content as HTML, as the rich-text editor writes it (at most 200,000 characters each). Stored as sent; `Page.bodyHtml` answers it sanitised. The upload-limit placeholders may be used.',
    }),
  }),
});

const PagePayload = recordPayloadType('PagePayload', {
  description: 'A page as stored, or why it was refused.',
  record: { page: { type: Page, description: 'The page; null when refused.' } },
  errors: 'Why nothing changed (a title or text empty or too long); empty otherwise.',
});

builder.mutationField('updatePage', (t) =>
  t.field({
    ...operatorCall,
    type: PagePayload,
    description:
      'Rewrites a CMS page in Thai and English; visitors see it on their next load. Logged. Operators only.',
    args: {
      slug: t.arg({ type: PageSlug, description: 'Which page.' }),
      input: t.arg({ type: PageInput, description: 'Its title and content.' }),
    },
    resolve: async (_root, { slug, input }, context) => {
      const outcome = await attempt(
        () =>
          context.legacy.updatePage(slug, {
            page_name_th: input.title.th,
            page_name_en: input.title.en,
            detail_th: input.bodyHtml.th,
            detail_en: input.bodyHtml.en,
          }),
        {
          page_name_th: 'title.th',
          page_name_en: 'title.en',
          detail_th: 'bodyHtml.th',
          detail_en: 'bodyHtml.en',
        },
      );
      if (outcome.result) await context.publicAnswers.invalidate([responseCacheTags.rootField('page')]);
      return recordPayloadOf('page', outcome);
    },
  }),
);
