import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { recordIdOf, narrowingIdOf } from '../../web/src/lib/record-id';
import { MEMBER, memberSchema, renderRoute, schemaWith, testSchema } from './render';

/** The forms that are no id (issue 43): Number() reads them as 16, 10, 200, 5, 5 and -1. */
const LOOSE_FORMS = ['0x10', '1e1', '2e2', ' 5', '5.0', '-1'];

/** `schema` with the name of every operation that reaches one of its root fields written down in `asked`. */
function recording(schema: GraphQLSchema, asked: Set<string>): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        asked.add(info.operation.name?.value ?? '(anonymous)');
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

/** The operations of the layouts around a screen, whatever its address: who is signed in, their counts and role. */
const EVERY_PAGE = new Set([
  'HeaderViewerQuery',
  'HeaderCountsQuery',
  'RequireMemberQuery',
  'StaffLayoutQuery',
  'StaffMenuCountQuery',
]);

const operator = () => schemaWith({ Query: { viewer: () => ({ ...MEMBER, staffRole: 'OPERATOR' }) } });

/** Each page that reads a record id from its address (the loose one goes in `{id}`), and its not-found heading. */
const PAGES: { address: string; heading: string; schema?: () => GraphQLSchema }[] = [
  { address: '/detail-portfolio?id={id}', heading: 'ไม่พบผลงานนี้' },
  { address: '/all-portfolio-by-design?member_id={id}', heading: 'ไม่พบนักออกแบบคนนี้' },
  { address: '/all-portfolio-by-design?member_id=3&category_id={id}', heading: 'ไม่พบหมวดหมู่นี้' },
  { address: '/all-portfolio-by-category?category_id={id}', heading: 'ไม่พบหมวดหมู่นี้' },
  {
    address: '/all-portfolio-by-category?category_id=3&subcategory_id={id}',
    heading: 'ไม่พบหมวดหมู่นี้',
  },
  { address: '/sub-curated?collection_id={id}', heading: 'ไม่พบคอลเลกชันนี้' },
  { address: '/creator?category_id={id}', heading: 'ไม่พบหมวดหมู่นี้' },
  { address: '/portfolio/{id}', heading: 'ไม่พบผลงานนี้', schema: memberSchema },
  { address: '/profile-insights?work={id}', heading: 'ไม่พบผลงานนี้', schema: memberSchema },
  { address: '/staff/collections/{id}', heading: 'ไม่พบคอลเลกชันนี้', schema: operator },
];

describe('an address whose record id is no id', () => {
  it('is read the one way the BFF reads ids', () => {
    expect(recordIdOf('16')).toBe('16');
    expect(recordIdOf('999999999999999')).toBe('999999999999999');
    expect(recordIdOf('1000000000000000')).toBeNull();
    for (const loose of [...LOOSE_FORMS, '016', '+16', '16 ', '0', '', null, '9007199254740993'])
      expect(recordIdOf(loose), JSON.stringify(loose)).toBeNull();
    // A filter keeps its "All": absent, empty or 0.
    expect([undefined, null, '', '0'].map(narrowingIdOf)).toEqual(['0', '0', '0', '0']);
    expect(narrowingIdOf('0x10')).toBeNull();
  });

  it.each(PAGES)(
    '$address: shows the not-found page and asks nothing of the record',
    async ({ address, heading, schema = testSchema }) => {
      for (const loose of LOOSE_FORMS) {
        const asked = new Set<string>();
        const path = address.replace('{id}', encodeURIComponent(loose));
        const { unmount } = renderRoute(path, { schema: recording(schema(), asked) });
        expect(await screen.findByRole('heading', { level: 1, name: heading }), path).toBeTruthy();
        // The header has asked who is signed in: a page that would ask its record with them has done so by now.
        await waitFor(() => expect(asked).toContain('HeaderViewerQuery'));
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(
          [...asked].filter((name) => !EVERY_PAGE.has(name)),
          path,
        ).toEqual([]);
        unmount();
      }
    },
  );
});
