import type { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import siteAddresses from '../../schema/site-addresses.json';
import { CMS_PAGE_KEYS, sitePaths } from '../../bff/src/protocol/site-addresses';
import { schema } from '../../bff/src/schema';
import { siteLinks } from '../../legacy/src/http/site-links';
import { CMS_PAGE_SLUGS } from '../../web/src/config/cms-pages';
import { routeTo } from '../../web/src/config/paths';
import { FILTER_PARAMS } from '../../web/src/features/search/search-narrowing';

/** The addresses the three programs write, from schema/site-addresses.json: the same address for the same thing. */
describe('the site’s addresses, as each program writes them', () => {
  it('lead to the same portfolio, designer, collection, tag and CMS page', () => {
    const site = 'https://portfolio.example';
    expect(sitePaths.portfolio(7)).toBe(routeTo.detail(7));
    expect(`${site}${sitePaths.portfolio(7)}`).toBe(siteLinks.portfolio(site, 7));
    expect(sitePaths.designer(12)).toBe(routeTo.designer(12));
    expect(`${site}${sitePaths.designer(12)}`).toBe(siteLinks.designer(site, 12));
    expect(routeTo.subCurated(3, 'งานไม้').startsWith(`${sitePaths.collection(3)}&`)).toBe(true);
    expect(sitePaths.tag('ผ้า ทอ')).toBe(routeTo.tag('ผ้า ทอ'));
    expect(sitePaths.cmsPage('faqs')).toBe(routeTo.page('faqs'));
    expect(siteLinks.verify(site, 'a b')).toBe(`${site}/verify?token=a%20b`);
  });

  it('know the same CMS pages: the site’s, the BFF’s and the schema’s PageSlug', () => {
    const pages = [...siteAddresses.cmsPages].sort();
    expect(Object.keys(CMS_PAGE_SLUGS).sort()).toEqual(pages);
    expect([...CMS_PAGE_KEYS].sort()).toEqual(pages);
    const slug = schema.getType('PageSlug') as GraphQLEnumType;
    expect(
      slug
        .getValues()
        .map((value) => value.value)
        .sort(),
    ).toEqual(pages);
  });

  it('name the search page’s filters as the site reads them', () => {
    const { search } = siteAddresses.parameters;
    expect(FILTER_PARAMS).toEqual({
      categoryId: search.categoryId,
      subcategoryId: search.subcategoryId,
      awardId: search.awardId,
      year: search.year,
    });
  });
});
