import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../legacy/src/seed/demo-data';
import { startLegacy, type LegacyHarness } from '../legacy/legacy-harness';
import { startStack, type Stack } from './bff-harness';

/** Every field of a portfolio, the heavy ones included: what a list item answers must not depend on `omit`. */
const EVERYTHING = /* GraphQL */ `
  fragment Everything on Portfolio {
    id
    title
    brief
    detailHtml
    cover {
      url
      fileName
    }
    shareCover {
      url
    }
    images {
      id
      caption
      image {
        url
      }
    }
    category {
      id
    }
    subcategory {
      id
    }
    tags {
      id
      name
      type
    }
    viewCount
    viewsLast30Days
    approvalStatus
    isHighlighted
    designer {
      id
      firstName {
        th
        en
      }
    }
    shareUrl
    publishedAt
    createdAt
    updatedAt
  }
`;

const LISTS = /* GraphQL */ `
  ${EVERYTHING}
  query Lists($categoryId: ID, $designerId: ID!, $tagId: ID, $collectionId: ID!) {
    newPortfolios {
      ...Everything
    }
    mostViewedPortfolios {
      ...Everything
    }
    highlightedPortfolios {
      ...Everything
    }
    topRank {
      entries(first: 5) {
        rank
        portfolio {
          ...Everything
        }
      }
    }
    portfolios(categoryId: $categoryId) {
      items {
        ...Everything
      }
    }
    searchPortfolios(keyword: "ผ้า") {
      items {
        ...Everything
      }
    }
    designer(id: $designerId) {
      portfolios {
        items {
          ...Everything
        }
      }
    }
    tag(id: $tagId) {
      portfolios {
        items {
          ...Everything
        }
      }
    }
    collection(id: $collectionId) {
      portfolios {
        items {
          ...Everything
        }
      }
    }
  }
`;

const OWN = /* GraphQL */ `
  ${EVERYTHING}
  query Own {
    viewer {
      portfolios {
        items {
          ...Everything
        }
      }
    }
  }
`;

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { viewer { id } errors { message } } }`;

interface Recorder {
  url: string;
  /** Legacy paths with their query strings, as the BFF asked them. */
  seen: string[];
  close(): Promise<void>;
}

/**
 * A proxy in front of the legacy API that records what the BFF asks; with `dropOmit` it also removes `omit` from the
 * query string, as a legacy API that predates it would ignore it.
 */
async function startRecorder(target: string, options: { dropOmit: boolean }): Promise<Recorder> {
  const seen: string[] = [];
  const server = http.createServer((incoming, outgoing) => {
    void (async () => {
      const url = new URL(incoming.url ?? '/', 'http://proxy');
      seen.push(`${url.pathname}${url.search}`);
      if (options.dropOmit) url.searchParams.delete('omit');
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const name of ['accept', 'authorization', 'content-type', 'x-request-id']) {
        const value = incoming.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      try {
        const answer = await fetch(`${target}${url.pathname}${url.search}`, {
          method: incoming.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const body = Buffer.from(await answer.arrayBuffer());
        outgoing.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
          'content-length': String(body.length),
        });
        outgoing.end(body);
      } catch {
        outgoing.destroy();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('lists asked of the legacy API without the detail HTML', () => {
  /** Asks the legacy API for lean lists. */
  let lean: Stack;
  /** The same, over a legacy API that ignores `omit` and answers whole portfolios. */
  let whole: Stack;
  let leanLegacy: LegacyHarness;
  let wholeLegacy: LegacyHarness;
  let leanRecorder: Recorder;
  let wholeRecorder: Recorder;
  let variables: Record<string, unknown>;

  beforeAll(async () => {
    // Two copies of the same seeded data, a recorder in front of each.
    [leanLegacy, wholeLegacy] = await Promise.all([startLegacy(), startLegacy()]);
    leanRecorder = await startRecorder(leanLegacy.url, { dropOmit: false });
    wholeRecorder = await startRecorder(wholeLegacy.url, { dropOmit: true });
    // The same addresses on both, so image and share URLs compare equal; no response cache between them.
    const config = {
      publicUrl: 'http://site.test',
      imageBaseUrl: 'http://images.test',
      responseCache: false,
    };
    lean = await startStack({ config, legacyUrl: leanRecorder.url });
    whole = await startStack({ config, legacyUrl: wholeRecorder.url });

    const all = await leanLegacy.call('GET', '/api/get-portfolio-by-id-category', { query: { id: 0 } });
    const first = all.body.data[0];
    const tagged = all.body.data.find((portfolio: { tag_port: unknown[] }) => portfolio.tag_port.length > 0);
    const collections = (await leanLegacy.call('GET', '/api/category-collection')).body.data;
    variables = {
      categoryId: String(first.category_id),
      designerId: String(first.member_id),
      tagId: String(tagged.tag_port[0].tag_id),
      collectionId: String(collections[0].collections[0].id),
    };
  });
  afterAll(async () => {
    await Promise.all([lean.stop(), whole.stop()]);
    await Promise.all([leanRecorder.close(), wholeRecorder.close()]);
    await Promise.all([leanLegacy.stop(), wholeLegacy.stop()]);
  });

  it('answers every list exactly as with whole portfolios, detail HTML included', async () => {
    const leanAnswer = await lean.browser().graphql(LISTS, variables);
    const wholeAnswer = await whole.browser().graphql(LISTS, variables);
    expect(leanAnswer.errors).toBeUndefined();
    expect(wholeAnswer.errors).toBeUndefined();
    expect(leanAnswer.data).toEqual(wholeAnswer.data);
    expect(leanAnswer.data.newPortfolios[0].detailHtml).toMatch(/<p>/);

    // Lists were asked lean; asked for the detail of their items, each was asked once more, whole, for them all.
    const leanLists = leanRecorder.seen.filter((path) => /[?&]omit=detail/.test(path));
    expect(leanLists.length).toBeGreaterThanOrEqual(9);
    for (const path of leanLists) {
      const whole = path.replace(/[?&]omit=[^&]*/, '');
      expect(leanRecorder.seen.filter((seen) => seen === whole)).toEqual([whole]);
    }
    expect(leanRecorder.seen.filter((path) => path.startsWith('/api/portfolio/'))).toEqual([]);
    // A legacy API without `omit` answered whole portfolios: no list was asked twice.
    expect(new Set(wholeRecorder.seen).size).toBe(wholeRecorder.seen.length);
  });

  it('answers the detail of a portfolio that a list of the same request held', async () => {
    const query = /* GraphQL */ `
      query ($id: ID!) {
        newPortfolios {
          id
          title
        }
        portfolio(id: $id) {
          id
          detailHtml
          designer {
            portfolios {
              items {
                id
                detailHtml
              }
            }
          }
        }
      }
    `;
    const [first] = (await lean.browser().graphql('{ newPortfolios { id } }')).data.newPortfolios;
    const leanAnswer = await lean.browser().graphql(query, { id: first.id });
    const wholeAnswer = await whole.browser().graphql(query, { id: first.id });
    expect(leanAnswer.errors).toBeUndefined();
    expect(leanAnswer.data).toEqual(wholeAnswer.data);
  });

  it('answers a member’s own list (with their token) as before', async () => {
    const answers = [];
    for (const stack of [lean, whole]) {
      const browser = stack.browser();
      const login = await browser.graphql(LOGIN, {
        input: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      });
      expect(login.data.login.errors).toEqual([]);
      answers.push(await browser.graphql(OWN));
    }
    const [leanAnswer, wholeAnswer] = answers;
    expect(leanAnswer?.errors).toBeUndefined();
    expect(leanAnswer?.data.viewer.portfolios.items.length).toBeGreaterThan(0);
    expect(leanAnswer?.data).toEqual(wholeAnswer?.data);
  });
});
