/**
 * Searching public work: the search page's answer (`portfolioSearch`) and the plain list integrators have used
 * (`searchPortfolios`), both from one legacy search per keyword and page in a request.
 */
import { builder } from './builder';
import { legacyCost } from './field-cost';
import { CACHE } from './cache-hints';
import { PortfolioPage, pageArg, pageOf } from './paged-list';
import type { GraphQLContext } from '../context';
import type { SearchDto } from '../legacy/legacy-dto';

const MATCHING =
  'Thai is matched as Thai readers type and paste it: inside longer words, typed without spaces, in any code-point order, in common spelling variants, with full-width letters, Thai digits or invisible characters; misspelt words are corrected (see `PortfolioSearch.didYouMean`).';

/** The legacy search of a keyword and page, asked once however many fields of the request need it. */
function searched(context: GraphQLContext, keyword: string, page: number): Promise<SearchDto> {
  return context.once(`search:${page}:${keyword}`, () => context.legacy.search(keyword, page));
}

interface PortfolioSearchShape {
  keyword: string;
  answer: SearchDto;
}

const PortfolioSearch = builder.objectRef<PortfolioSearchShape>('PortfolioSearch').implement({
  directives: CACHE.inherit,
  description:
    'What a keyword finds among public work: one page of portfolios, and a correction worth offering.',
  fields: (t) => ({
    keyword: t.string({ description: 'The keyword as asked.', resolve: (search) => search.keyword }),
    portfolios: t.field({
      type: PortfolioPage,
      description:
        'One page of the matches, best first: a title equal to the keyword, then work matching every word (as typed, then named another way: Thai or English, another spelling), then what the corrected keyword finds, then work matching some of the words.',
      resolve: (search) => pageOf(search.answer),
    }),
    didYouMean: t.string({
      nullable: true,
      description:
        'The keyword with its misspelt words corrected (words no public work holds as typed, one or two letters off, or an everyday Thai mistake: ใ/ไ, ธ/ท, a tone mark), when the matches after the typed keyword’s own were found with it: offer it ("Did you mean …"). Null when the keyword is fine as typed.',
      resolve: (search) => search.answer.did_you_mean ?? null,
    }),
  }),
});

builder.queryFields((t) => ({
  portfolioSearch: t.field({
    complexity: legacyCost({ calls: 1 }),
    directives: CACHE.catalogue,
    type: PortfolioSearch,
    description: `The search page's answer: public portfolios whose title, tags and awards, designer names (Thai or English) or brief match the keyword, best first, and the corrected keyword to offer. ${MATCHING}`,
    args: {
      keyword: t.arg.string({ description: 'What to look for; empty finds nothing.' }),
      page: t.arg.int(pageArg),
    },
    resolve: async (_root, args, context) => ({
      keyword: args.keyword,
      answer: await searched(context, args.keyword, args.page ?? 1),
    }),
  }),
  searchPortfolios: t.field({
    complexity: legacyCost({ calls: 1 }),
    directives: CACHE.catalogue,
    type: PortfolioPage,
    nullable: true,
    description: `Approved portfolios whose title, tags and awards, designer names (Thai or English) or brief match the keyword, best first: the list of \`portfolioSearch\`, without its correction. ${MATCHING}`,
    args: {
      keyword: t.arg.string({ description: 'What to look for; empty finds nothing.' }),
      page: t.arg.int(pageArg),
    },
    resolve: async (_root, args, context) => pageOf(await searched(context, args.keyword, args.page ?? 1)),
  }),
}));
