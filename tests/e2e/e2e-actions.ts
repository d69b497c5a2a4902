import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { tinyPng } from '../legacy/legacy-harness';

/** Closes the alert dialog with that title with its button ('ตกลง' unless told, e.g. 'OK' in English). */
export async function closeDialog(page: Page, title: string, button = 'ตกลง') {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Fills the login form the page shows and sends it; `rememberMe` ticks 'จดจำฉันไว้ในระบบ' (Thai) first. */
export async function submitLogin(page: Page, email: string, password: string, rememberMe = false) {
  await waitForHydration(page);
  const form = page.getByRole('main').locator('form');
  await form.locator('#login-email').fill(email);
  await form.locator('#login-password').fill(password);
  if (rememberMe) await form.getByRole('checkbox', { name: 'จดจำฉันไว้ในระบบ' }).check();
  await form.locator('button[type="submit"]').click();
}

/**
 * Signs the page's window in through the BFF's login mutation, as the login screen sends it: the session cookie lands
 * in the window's cookie jar, and the member's id comes back. The screen itself is proved where signing in is the
 * point (auth.test.ts, member-journey.test.ts and the audience's sign-in on the way); elsewhere going through it cost
 * a page load and a render for each of some thirty sign-ins.
 */
export async function signIn(page: Page, member: { email: string; password: string }): Promise<string> {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: 'mutation ($input: LoginInput!) { login(input: $input) { errors { message } viewer { id } } }',
      variables: { input: { email: member.email, password: member.password } },
    },
  });
  const body = (await response.json()) as {
    data: { login: { errors: unknown[]; viewer: { id: string } | null } };
  };
  expect(body.data.login.errors, `signing in as ${member.email}`).toEqual([]);
  return body.data.login.viewer?.id ?? '';
}

/** A PNG upload as a file picker gives it. */
export function png(name: string) {
  return { name, mimeType: 'image/png', buffer: tinyPng() };
}

/** How many pixels the page is wider than the window (0 or less: nothing scrolls sideways). */
export function sideScroll(page: Page): Promise<number> {
  return page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function noSideScroll(page: Page) {
  expect(await sideScroll(page)).toBeLessThanOrEqual(0);
}

/** Rows of the signed-in member's own-portfolio list. */
export function ownPortfolioRows(page: Page) {
  return page.locator('main section[aria-labelledby="own-portfolios"] article');
}

/** The data of a GraphQL operation POSTed to the site's endpoint, as an integrator would send it. */
export async function graphqlData<T>(
  siteUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${siteUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/**
 * Until React has taken the server's page over: the header (the TH/EN switch responds) and the page's own content,
 * which hydrate apart, once the app has started after the first paint (decision 031). A field filled before that
 * is emptied again by hydration: fill forms after it. The parts below the fold hydrate later, when seen.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    return (
      hydrated(document.querySelector('header a[href]')) && hydrated(document.querySelector('#main > *'))
    );
  });
}

/** Whether React has hydrated the element (it owns an `__reactProps$…` property from then on). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')));
}

/**
 * How long the test watches for a fetch the hydrated page should not make, once the page has settled (nothing in
 * flight for a moment): its later sections hydrate within it.
 */
export const WATCH_MS = 300;

/**
 * A signed-in member's own state, never part of a page (a shared page must not hold it): their unread counts and
 * whether they appreciate the work or follow the designer shown, asked once the page has started (decision 032).
 */
const MEMBER_STATE = new Set(['HeaderCountsQuery', 'PortfolioViewerStateQuery', 'DesignerViewerStateQuery']);

/**
 * The GraphQL queries the page sends for its data: mutations (recording a view) and the member's own state are not
 * the route's data.
 */
export function watchQueries(page: Page): string[] {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    const body = request.postData() ?? '';
    if (request.method() !== 'GET' && !/"query"\s*:\s*"\s*query\b/.test(body)) return;
    const name = url.searchParams.get('operationName') ?? /"operationName"\s*:\s*"(\w+)"/.exec(body)?.[1];
    if (name && MEMBER_STATE.has(name)) return;
    queries.push(name ?? body.slice(0, 80));
  });
  return queries;
}
