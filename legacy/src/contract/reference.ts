import Type from 'typebox';

/** The reference data: categories, subcategories, degrees and tags. */

export const Category = Type.Object(
  {
    id: Type.Integer(),
    name_th: Type.String(),
    name_en: Type.String(),
    icon: Type.String({ description: 'Icon key such as `performing-arts`.' }),
  },
  { $id: 'Category', description: 'A portfolio category (§3).' },
);

export const Subcategory = Type.Object(
  { id: Type.Integer(), category_id: Type.Integer(), name_th: Type.String(), name_en: Type.String() },
  { $id: 'Subcategory', description: 'A subcategory of one category.' },
);

export const Degree = Type.Object(
  { id: Type.Integer(), name_th: Type.String(), name_en: Type.String() },
  { $id: 'Degree', description: 'An education degree.' },
);

export const Tag = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: Type.Integer({ description: '0 normal, 1 award.' }),
    portfolio_count: Type.Optional(
      Type.Integer({
        description: 'In GET api/tag and api/search-tags: how many public portfolios carry it.',
      }),
    ),
  },
  { $id: 'Tag', description: 'A tag: a word or an award a portfolio carries.' },
);

export const TagLink = Type.Object(
  { tag_id: Type.Integer(), tag: Tag },
  { $id: 'TagLink', description: 'A tag on a portfolio.' },
);

export const TagMatch = Type.Object(
  { ...Tag.properties, portfolio_count: Type.Integer() },
  { $id: 'TagMatch', description: 'A tag in `api/search-tags`, with how many public portfolios carry it.' },
);
