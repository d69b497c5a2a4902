/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": typeof types.CategoryFilter_CategoryFragmentDoc,
    "\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n  }\n": typeof types.PortfolioCard_PortfolioFragmentDoc,
    "\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        portfolio {\n          id\n          title\n          viewCount\n          cover {\n            url\n          }\n          designer {\n            id\n            firstName {\n              th\n              en\n            }\n            lastName {\n              th\n              en\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.TopRankRouteQueryDocument,
};
const documents: Documents = {
    "\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": types.CategoryFilter_CategoryFragmentDoc,
    "\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n  }\n": types.PortfolioCard_PortfolioFragmentDoc,
    "\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        portfolio {\n          id\n          title\n          viewCount\n          cover {\n            url\n          }\n          designer {\n            id\n            firstName {\n              th\n              en\n            }\n            lastName {\n              th\n              en\n            }\n          }\n        }\n      }\n    }\n  }\n": types.TopRankRouteQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        portfolio {\n          id\n          title\n          viewCount\n          cover {\n            url\n          }\n          designer {\n            id\n            firstName {\n              th\n              en\n            }\n            lastName {\n              th\n              en\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        portfolio {\n          id\n          title\n          viewCount\n          cover {\n            url\n          }\n          designer {\n            id\n            firstName {\n              th\n              en\n            }\n            lastName {\n              th\n              en\n            }\n          }\n        }\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;