import Type from 'typebox';
import { IdValue, Nullable, Timestamp } from './common';
import { Category, Subcategory, TagLink } from './reference';

/** Portfolios as the API answers them, and the body that writes one. */

export const PortfolioImage = Type.Object(
  {
    id: Type.Integer(),
    img_path: Type.String({ description: 'A file name in the `images` folder.' }),
    detail: Type.String(),
    width: Nullable(Type.Integer({ description: 'The picture’s width in pixels; null when not known.' })),
    height: Nullable(Type.Integer()),
  },
  { $id: 'PortfolioImage', description: 'An extra picture of a portfolio, in order.' },
);

export const PortfolioProfile = Type.Object(
  {
    id: Nullable(Type.Integer({ description: 'The profile id; null when the designer has no profile yet.' })),
    member_id: Type.Integer(),
    firstname_th: Type.String(),
    lastname_th: Type.String(),
    firstname_en: Nullable(Type.String()),
    lastname_en: Nullable(Type.String()),
    img_path: Nullable(Type.String()),
    position: Nullable(Type.String({ description: 'The designer’s current (first) job title.' })),
  },
  { $id: 'PortfolioProfile', description: 'The designer’s names in a portfolio.' },
);

const portfolioFields = {
  id: Type.Integer(),
  portfolio_id: Type.Integer({ description: 'Same as `id`.' }),
  member_id: Type.Integer(),
  category_id: Type.Integer(),
  subcategory_id: Type.Integer(),
  project_title: Type.String(),
  project_brief: Type.Optional(
    Type.String({ description: 'Absent from a list asked with `omit=project_brief`.' }),
  ),
  detail: Type.Optional(
    Type.String({
      description: 'HTML as the designer saved it: sanitise before showing it. Absent when omitted.',
    }),
  ),
  cover_img_path: Nullable(
    Type.String({ description: 'A file name in `images_cover`; `-` or empty: none.' }),
  ),
  cover_img_width: Nullable(Type.Integer()),
  cover_img_height: Nullable(Type.Integer()),
  cover_img_share_path: Nullable(Type.String()),
  portfolio_image: Type.Optional(Type.Array(PortfolioImage, { description: 'Absent when omitted.' })),
  portfolio_cate: Nullable(Category),
  portfolio_sub_cate: Nullable(Subcategory),
  tag_port: Type.Optional(Type.Array(TagLink, { description: 'Absent when omitted.' })),
  view: Type.Integer({ description: 'All-time view count.' }),
  appreciations: Type.Integer({ description: 'Members who appreciate it now.' }),
  is_approve: Type.Integer({ description: '0 not approved, 1 approved, anything else pending.' }),
  is_highlight: Type.Boolean(),
  approved_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
  profile: Nullable(PortfolioProfile),
  rejection_reason: Type.Optional(
    Nullable(Type.String({ description: 'Only to the owner: why an operator refused it.' })),
  ),
  decided_at: Type.Optional(Nullable(Timestamp)),
  view_last_30_days: Type.Optional(Type.Integer({ description: 'Only in `api/get-most-view-portfolio`.' })),
  rank: Type.Optional(Type.Integer({ description: 'Only in `api/get-toprank` (1 = first).' })),
};

export const PortfolioRevision = Type.Object(
  {
    ...portfolioFields,
    revision_of: Type.Optional(Type.Integer({ description: 'The id of the approved portfolio it revises.' })),
  },
  {
    $id: 'PortfolioRevision',
    description: 'The owner’s edit of an approved portfolio, waiting for a decision or refused.',
  },
);

export const Portfolio = Type.Object(
  {
    ...portfolioFields,
    revision: Type.Optional(
      Nullable(
        PortfolioRevision,
        'Only to the owner: their edit of this approved portfolio; null when none.',
      ),
    ),
  },
  { $id: 'Portfolio', description: 'A portfolio with its category, tags and designer.' },
);

export const PortfolioImageBody = Type.Object(
  {
    img_path: Type.Optional(
      Nullable(
        Type.String({ description: 'A `portfolio-images` upload’s file name; without one it is dropped.' }),
      ),
    ),
    detail: Type.Optional(Nullable(Type.String())),
  },
  { description: 'An extra picture; the legacy form’s names `image` and `description` are taken too.' },
);

/** The legacy form's name for the extra images. */
const LegacyImageBody = Type.Object(
  {
    image: Type.Optional(Nullable(Type.String({ description: 'A `portfolio-images` upload’s file name.' }))),
    description: Type.Optional(Nullable(Type.String())),
  },
  {
    description:
      'An extra picture, as the legacy form names its fields (`img_path` and `detail` are taken too).',
  },
);

const portfolioBodyFields = {
  category_id: IdValue,
  subcategory_id: IdValue,
  project_title: Type.String({ description: 'At most 255 characters.' }),
  project_brief: Type.String({ description: 'At most 5000 characters.' }),
  detail: Type.String({ description: 'HTML, at most 200000 characters.' }),
  cover_img_path: Type.Optional(
    Nullable(Type.String({ description: '`portfolio-cover` upload; empty or `-`: none; absent keeps it.' })),
  ),
  cover_img_share_path: Type.Optional(
    Nullable(
      Type.String({ description: '`portfolio-cover-share` upload; empty or `-`: none; absent keeps it.' }),
    ),
  ),
  portfolio_image: Type.Optional(
    Nullable(
      Type.Array(PortfolioImageBody, {
        description: 'Replaces the extra images (null or [] removes them); absent keeps them.',
      }),
    ),
  ),
  moreImages: Type.Optional(
    Nullable(Type.Array(LegacyImageBody, { description: 'The legacy form’s name for `portfolio_image`.' })),
  ),
  tags: Type.Optional(
    Type.Unknown({
      description:
        'A list of tag ids (numbers or their digits, or objects with `id` or `tag_id`, as `api/tagport` takes them); ' +
        'replaces the tags (null or [] removes them); absent keeps them. Checked by the route: not a list, not tag ' +
        'ids or an unknown tag is 422 naming `tags`.',
    }),
  ),
  member_id: Type.Optional(IdValue),
};

export const PortfolioBody = Type.Object(portfolioBodyFields, {
  $id: 'PortfolioBody',
  description: 'A portfolio to create or replace; it goes (back) to review.',
});

export const PortfolioEditBody = Type.Object(
  {
    ...portfolioBodyFields,
    portfolio: Type.Optional(
      Type.Partial(Type.Object(portfolioBodyFields), {
        description: 'The same fields nested, as the legacy client sends them: then they are read from here.',
      }),
    ),
  },
  {
    $id: 'PortfolioEditBody',
    description:
      'A portfolio’s new content, at the top level or nested under `portfolio`; the required fields are required ' +
      'again. It goes back to review; an approved portfolio stays public as it is until the edit is approved.',
  },
);
