import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '../../web');

/** The styled-components ids (`sc-<file hash>-<place>`) named in the built JavaScript below `folder`. */
function componentIds(folder: string): Set<string> {
  const ids = new Set<string>();
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    const code = fs.readFileSync(path.join(folder, file), 'utf8');
    for (const match of code.matchAll(/componentId:\s*["'`](sc-[a-z0-9]+-\d+)["'`]/g)) ids.add(match[1]!);
  }
  return ids;
}

/**
 * The server renders a page with one build and the browser takes it over with another. A styled component named by
 * a counter of creation (styled-components without its Babel plugin) got other class names on each side, since the
 * two builds evaluate their modules in other orders: every element the browser rendered again after hydration swapped
 * its classes and CSS. Each component is named by its file and place instead, the same in both builds.
 */
describe('the site’s two builds', () => {
  it('name every styled component the same way', () => {
    const browser = componentIds(path.join(WEB, 'dist', 'assets'));
    const server = componentIds(path.join(WEB, 'dist-server'));
    expect(browser.size).toBeGreaterThan(100);
    expect([...server].filter((id) => !browser.has(id))).toEqual([]);
    expect([...browser].filter((id) => !server.has(id))).toEqual([]);
  });
});
