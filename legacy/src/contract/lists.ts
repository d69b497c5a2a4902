import Type, { type TProperties, type TSchema } from 'typebox';
import { Answer, ID_TEXT, Nullable, Paged } from './common';
import { Collection, CollectionCategory } from './collections';
import { Designer, Profile } from './members';
import { Portfolio } from './portfolios';
import { Subcategory, Tag } from './reference';

/** The paged lists of portfolios, collections and designers, and the query parameters they share. */

/** A paginator with its list's extra fields, named so that the document and the BFF know it by `name`. */
function NamedPage<T extends TSchema, Extra extends TProperties>(
  name: string,
  description: string,
  item: T,
  extra: Extra,
) {
  return Type.Object(Paged(item, extra).properties, { $id: name, description });
}

/** A page number as the URL carries it: anything but a whole number from 1 means page 1, as Laravel's paginator does. */
export const PageText = Type.String({ description: 'The page, from 1; anything else means page 1.' });

/** The heavy portfolio fields a list may leave out. */
export const OmitText = Type.String({
  description:
    'Comma-separated fields to leave out of every portfolio of the list: `detail`, `project_brief`, ' +
    '`portfolio_image`, `tag_port` (unknown names are ignored).',
});

/** A filter's record id in a query string, or 0 for any. */
export const IdOrAllText = Type.String({
  // ID_TEXT (schema/record-id.json) without its anchors, or 0.
  pattern: `^(0|${ID_TEXT.source.replace(/^\^|\$$/g, '')})$`,
  description: 'A record id (decimal digits), or 0 for all.',
});

/** The query of a list of portfolios: its page and what to leave out of it. */
export const listQuery = { page: Type.Optional(PageText), omit: Type.Optional(OmitText) };

const countItem = { count_item: Type.Integer({ description: 'Same as `total`.' }) };

export const ProfilePortfolios = NamedPage(
  'ProfilePortfolios',
  'A page of a profile’s portfolios, recently changed first.',
  Portfolio,
  {},
);

export const CategoryPortfolios = NamedPage(
  'CategoryPortfolios',
  'A page of approved portfolios of a category or subcategory, newest approval first.',
  Portfolio,
  {
    ...countItem,
    subCategorys: Type.Array(Subcategory, {
      description: 'The category’s subcategories; [] for all categories.',
    }),
  },
);

export const TagPortfolios = NamedPage(
  'TagPortfolios',
  'A page of approved portfolios carrying a tag, newest approval first.',
  Portfolio,
  { ...countItem, tag: Tag },
);

const FacetCount = Type.Object({ id: Type.Integer(), count: Type.Integer() });

export const SearchFacets = Type.Object(
  {
    categories: Type.Array(FacetCount),
    subcategories: Type.Array(FacetCount, { description: 'Of the chosen category; [] without one.' }),
    awards: Type.Array(FacetCount, { description: 'Award tags.' }),
    years: Type.Array(Type.Object({ year: Type.Integer(), count: Type.Integer() }), {
      description: 'Bangkok years of publication, newest first.',
    }),
  },
  {
    $id: 'SearchFacets',
    description:
      'How many matches each filter value keeps, largest first, each dimension counted with the other filters only.',
  },
);

export const SearchResults = NamedPage(
  'SearchResults',
  'A page of the approved portfolios matching a keyword, best first.',
  Portfolio,
  {
    keyword: Type.String({ description: 'The keyword, as sent.' }),
    ...countItem,
    did_you_mean: Nullable(
      Type.String({
        description:
          'The keyword with its misspelt words corrected, when its later matches were found with it.',
      }),
    ),
    facets: Type.Optional(SearchFacets),
  },
);

export const WorkCategory = Type.Object(
  { category_id: Type.Integer(), subcategory_id: Type.Integer(), portfolios: Type.Integer() },
  {
    $id: 'WorkCategory',
    description: 'A category and subcategory of a designer’s approved work, with how many.',
  },
);

export const DesignerPortfolios = NamedPage(
  'DesignerPortfolios',
  'A page of a designer’s approved portfolios, newest approval first, with the designer.',
  Portfolio,
  {
    ...countItem,
    portfolio_amount: Type.Integer({
      description: 'All the designer’s approved portfolios, whatever the filter.',
    }),
    subCategorys: Type.Array(Subcategory, {
      description: 'The chosen category’s subcategories; [] without one.',
    }),
    work_categories: Type.Array(WorkCategory, {
      description:
        'The categories of all the designer’s approved work, whatever the filter: the filters worth offering.',
    }),
    designer: Type.Object({
      member_id: Type.Integer(),
      firstname_th: Type.String(),
      lastname_th: Type.String(),
      followers: Type.Integer(),
      following: Type.Integer(),
      profile: Nullable(Profile),
    }),
  },
);

export const MostViewedPortfolio = Type.Object(
  {
    ...Portfolio.properties,
    view_last_30_days: Type.Integer({ description: 'Views in the last 30 × 24 hours.' }),
  },
  { $id: 'MostViewedPortfolio', description: 'A portfolio with its views of the last 30 days.' },
);

export const RankedPortfolio = Type.Object(
  { ...Portfolio.properties, rank: Type.Integer({ description: '1 = first.' }) },
  { $id: 'RankedPortfolio', description: 'A portfolio with its place in the top rank.' },
);

export const TopRank = NamedPage(
  'TopRank',
  'The top 50 approved portfolios by all-time views or appreciations, in the order asked; one page of 50.',
  RankedPortfolio,
  {
    sort: Type.Union([Type.Literal('asc'), Type.Literal('desc')], {
      description: '`asc` starts at rank 50.',
    }),
    by: Type.Union([Type.Literal('views'), Type.Literal('appreciations')]),
  },
);

export const SaveView = Type.Object(
  Answer({ message: Type.String(), view: Type.Integer({ description: 'The new all-time count.' }) })
    .properties,
  { $id: 'SaveView', description: 'A view recorded.' },
);

export const Collections = NamedPage(
  'Collections',
  'A page of collections, newest first, with every collection category.',
  Collection,
  {
    ...countItem,
    category_collections: Type.Array(CollectionCategory, {
      description: 'Every collection category, without collections.',
    }),
  },
);

const collectionItemsFields = { ...countItem, collection: Collection };

export const CollectionPortfolios = NamedPage(
  'CollectionPortfolios',
  'A page of a collection’s approved portfolios, in the collection’s order (12 a page).',
  Portfolio,
  { type: Type.Literal(1), ...collectionItemsFields },
);

export const CollectionDesigners = NamedPage(
  'CollectionDesigners',
  'A page of a collection’s designers, in the collection’s order (8 a page).',
  Designer,
  { type: Type.Literal(2), ...collectionItemsFields },
);

export const CollectionItems = Type.Union([CollectionPortfolios, CollectionDesigners], {
  $id: 'CollectionItems',
  description: 'A page of a collection’s portfolios (`type` 1) or designers (`type` 2).',
});
