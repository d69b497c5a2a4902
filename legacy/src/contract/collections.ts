import Type from 'typebox';
import { CalendarDate, IdValue, Nullable, Timestamp } from './common';
import { Designer } from './members';
import { Portfolio } from './portfolios';

/** Collections, their categories, and the CMS pages. */

export const Collection = Type.Object(
  {
    id: Type.Integer(),
    collection_id: Type.Integer({ description: 'Same as `id`.' }),
    collection_category_id: Type.Integer(),
    collection_name_th: Type.String(),
    collection_name_en: Type.String(),
    description_th: Type.String(),
    description_en: Type.String(),
    cover_path: Nullable(Type.String()),
    published_on: CalendarDate,
    date_th: Type.String(),
    date_en: Type.String(),
  },
  { $id: 'Collection', description: 'A collection: portfolios or designers an operator put together.' },
);

const collectionCategoryFields = {
  id: Type.Integer(),
  category_collection_name_th: Type.String(),
  category_collection_name_en: Type.String(),
  about_category_collection_th: Type.String(),
  about_category_collection_en: Type.String(),
};

export const CollectionCategory = Type.Object(collectionCategoryFields, {
  $id: 'CollectionCategory',
  description: 'A section of collections.',
});

export const CollectionCategoryWithCollections = Type.Object(
  { ...collectionCategoryFields, collections: Type.Array(Collection) },
  { $id: 'CollectionCategoryWithCollections', description: 'A section with its collections.' },
);

export const CollectionDetail = Type.Object(
  { ...Collection.properties, category_collection: CollectionCategory },
  { $id: 'CollectionDetail', description: 'A collection with its section.' },
);

export const StaffCollection = Type.Object(
  {
    ...Collection.properties,
    category_collection: Nullable(CollectionCategory),
    portfolios: Type.Array(Portfolio, { description: 'Published or not, in order; without `detail`.' }),
    designers: Type.Array(Designer),
  },
  {
    $id: 'StaffCollection',
    description: 'A collection as staff edit it: every portfolio and designer, in order.',
  },
);

export const CollectionBody = Type.Object(
  {
    collection_category_id: IdValue,
    collection_name_th: Type.String({ description: 'At most 200 characters.' }),
    collection_name_en: Type.String({ description: 'At most 200 characters.' }),
    description_th: Type.Optional(Type.String({ description: 'At most 5000 characters.' })),
    description_en: Type.Optional(Type.String({ description: 'At most 5000 characters.' })),
    cover_path: Type.Optional(
      Nullable(Type.String({ description: 'A `collection-cover` upload; empty for none.' })),
    ),
    published_on: Type.String({ description: 'YYYY-MM-DD.' }),
  },
  { $id: 'CollectionBody', description: 'A collection to create or change.' },
);

export const CollectionPortfolioIds = Type.Object(
  {
    portfolio_ids: Type.Array(
      Type.Unknown({ description: 'A published portfolio’s id, as a JSON number.' }),
      { description: 'In order; different, published, at most 200. Anything else: 422 naming the field.' },
    ),
  },
  { $id: 'CollectionPortfolioIds', description: 'The portfolios of a collection, in order.' },
);

export const CollectionDesignerIds = Type.Object(
  {
    member_ids: Type.Array(Type.Unknown({ description: 'A member’s id, as a JSON number.' }), {
      description: 'In order; different members, at most 200. Anything else: 422 naming the field.',
    }),
  },
  { $id: 'CollectionDesignerIds', description: 'The designers of a collection, in order.' },
);

export const CollectionCategoryBody = Type.Object(
  {
    category_collection_name_th: Type.String(),
    category_collection_name_en: Type.String(),
    about_category_collection_th: Type.Optional(Type.String()),
    about_category_collection_en: Type.Optional(Type.String()),
  },
  { $id: 'CollectionCategoryBody', description: 'A section of collections to create or change.' },
);

export const Page = Type.Object(
  {
    url: Type.String({ description: '`faqs`, `term`, `privacy-policy` or `about-us`.' }),
    page_name_th: Type.String(),
    page_name_en: Type.String(),
    detail_th: Type.String({ description: 'HTML.' }),
    detail_en: Type.String({ description: 'HTML.' }),
    updated_at: Timestamp,
  },
  { $id: 'Page', description: 'A page of the site’s own text (CMS).' },
);

export const PageBody = Type.Object(
  {
    page_name_th: Type.String({ description: 'Up to 200 characters.' }),
    page_name_en: Type.String({ description: 'Up to 200 characters.' }),
    detail_th: Type.String({ description: 'HTML, stored as sent; up to 200,000 characters.' }),
    detail_en: Type.String({ description: 'HTML, stored as sent; up to 200,000 characters.' }),
  },
  { $id: 'PageBody', description: 'A CMS page’s new names and text, all required.' },
);
