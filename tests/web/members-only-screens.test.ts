import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../web/src/app/router';
import { RequireMember } from '../../web/src/components/require-member';
import { MEMBERS_ONLY } from '../../web/build/members-only';

/** Every screen's module (`src/features/….tsx`) with whether a visitor can open it. */
function screens(list: RouteObject[], behindSignIn = false): { module: string; membersOnly: boolean }[] {
  return list.flatMap((route) => {
    const guarded = behindSignIn || (isValidElement(route.element) && route.element.type === RequireMember);
    const modules = (route.handle as { modules?: string[] } | undefined)?.modules ?? [];
    return [
      ...modules
        .filter((module) => !module.endsWith('/messages.ts'))
        .map((module) => ({ module, membersOnly: guarded })),
      ...screens(route.children ?? [], guarded),
    ];
  });
}

describe('the build’s list of members-only screens', () => {
  it('names exactly the screens behind RequireMember, so a visitor’s first page carries none of their pieces', () => {
    const all = screens(routes);
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter(({ membersOnly }) => membersOnly).length).toBeGreaterThan(10);
    for (const { module, membersOnly } of all)
      expect([module, MEMBERS_ONLY.test(`/web/${module}`)]).toEqual([module, membersOnly]);
  });
});
