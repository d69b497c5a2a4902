import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import siteAddresses from '../../schema/site-addresses.json';
import { routes } from '../../web/src/app/router';
import { RequireMember } from '../../web/src/components/require-member';

/** Every path of the router, with whether a visitor is sent to sign in first. */
function routePaths(list: RouteObject[], behindSignIn = false): { path: string; memberArea: boolean }[] {
  return list.flatMap((route) => {
    const guarded = behindSignIn || (isValidElement(route.element) && route.element.type === RequireMember);
    return [
      ...(route.path && route.path !== '*' ? [{ path: route.path, memberArea: guarded }] : []),
      ...routePaths(route.children ?? [], guarded),
    ];
  });
}

const { paths, memberArea } = siteAddresses;
const nameOf = new Map(Object.entries(paths).map(([name, path]) => [path, name]));
const inMemberArea = (path: string) =>
  memberArea.paths.includes(nameOf.get(path) ?? '') ||
  memberArea.sections.some((section) => path.startsWith(section));

describe('schema/site-addresses.json, the addresses the three programs read', () => {
  const all = routePaths(routes);

  it('holds every path of the site’s router, and no other', () => {
    expect(all.map(({ path }) => path).sort()).toEqual(Object.values(paths).sort());
  });

  it('draws the member area round the screens behind RequireMember, and round no other', () => {
    expect(all.filter(({ memberArea }) => memberArea).length).toBeGreaterThan(20);
    for (const { path, memberArea } of all) expect([path, inMemberArea(path)]).toEqual([path, memberArea]);
  });

  it('names public screens only as the sitemap’s pages and the sign-in forms', () => {
    const publicPaths = all.filter(({ memberArea }) => !memberArea).map(({ path }) => path);
    for (const name of [...siteAddresses.publicPages, ...siteAddresses.signIn])
      expect(publicPaths, name).toContain(paths[name as keyof typeof paths]);
  });

  it('gives each parameter list to an address it has', () => {
    for (const name of Object.keys(siteAddresses.parameters)) expect(Object.keys(paths)).toContain(name);
  });
});
