import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { mockedSchema } from '../../bff/src/mock/mock-data';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMA_TEXT = fs.readFileSync(path.join(ROOT, 'schema/schema.graphql'), 'utf8');
const THAI = /[ก-๙]/;

const HOME_QUERY = /* GraphQL */ `
  query Home {
    newPortfolios {
      ...Card
    }
    mostViewedPortfolios {
      ...Card
      viewsLast30Days
    }
    highlightedPortfolios {
      ...Card
      brief
    }
    topRank {
      sort
      entries(first: 10) {
        rank
        portfolio {
          ...Card
        }
      }
    }
    featuredDesigners {
      id
      firstName {
        th
        en
      }
      lastName {
        th
        en
      }
      position
      picture {
        url
      }
    }
    categories {
      id
      icon
      name {
        th
        en
      }
    }
    portfolios {
      items {
        ...Card
      }
      pageInfo {
        page
        lastPage
        hasNextPage
      }
    }
  }

  fragment Card on Portfolio {
    id
    title
    viewCount
    cover {
      url
      fileName
    }
    designer {
      id
      firstName {
        th
        en
      }
    }
    tags {
      name
    }
  }
`;

interface Card {
  id: string;
  title: string;
  designer: { firstName: { th: string; en: string } };
}

interface HomeData {
  newPortfolios: Card[];
  mostViewedPortfolios: Card[];
  highlightedPortfolios: Card[];
  topRank: { sort: string; entries: { rank: number; portfolio: Card }[] };
  featuredDesigners: { firstName: { th: string }; lastName: { th: string } }[];
  categories: { name: { th: string; en: string } }[];
  portfolios: { items: Card[]; pageInfo: { page: number } };
}

describe('mocked schema', () => {
  it('answers the home-page query with Thai data and full pages', async () => {
    const schema = mockedSchema(buildSchema(SCHEMA_TEXT));
    const result = await graphql({ schema, source: HOME_QUERY });
    expect(result.errors).toBeUndefined();
    const data = result.data as unknown as HomeData;

    expect(data.newPortfolios.length).toBeGreaterThan(0);
    expect(data.mostViewedPortfolios.length).toBeGreaterThan(0);
    expect(data.highlightedPortfolios.length).toBeGreaterThan(0);
    expect(data.topRank.entries.length).toBeGreaterThan(0);
    expect(data.featuredDesigners.length).toBeGreaterThan(0);
    expect(data.categories.length).toBeGreaterThan(0);
    expect(data.portfolios.items).toHaveLength(12);

    const titles = [
      ...data.newPortfolios,
      ...data.mostViewedPortfolios,
      ...data.highlightedPortfolios,
      ...data.topRank.entries.map((entry) => entry.portfolio),
      ...data.portfolios.items,
    ].map((portfolio) => portfolio.title);
    expect(titles.some((title) => THAI.test(title))).toBe(true);
    const names = data.featuredDesigners.map(
      (designer) => `${designer.firstName.th} ${designer.lastName.th}`,
    );
    expect(names.some((name) => THAI.test(name))).toBe(true);
    expect(data.categories.every((category) => THAI.test(category.name.th))).toBe(true);
  });

  it('answers the same data from run to run (seeded)', async () => {
    const first = await graphql({ schema: mockedSchema(buildSchema(SCHEMA_TEXT)), source: HOME_QUERY });
    const second = await graphql({ schema: mockedSchema(buildSchema(SCHEMA_TEXT)), source: HOME_QUERY });
    expect(second.data).toEqual(first.data);
  });
});

describe('npm run bff:mock', () => {
  it('serves the mocked schema over HTTP on the port given (PORT=0 picks a free one)', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/mock/mock-server.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        const timer = setTimeout(() => reject(new Error(`mock server did not start: ${stderr}`)), 20_000);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /listening on (http:\/\/\S+)/.exec(stdout);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`mock server exited with ${code}: ${stderr}`));
        });
      });
      const { port } = new URL(url);
      expect(Number(port)).toBeGreaterThan(0);

      const response = await fetch(new URL('/graphql', url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: '{ categories { id name { th en } } portfolios { items { title } } }',
        }),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        data?: { categories: { name: { th: string } }[]; portfolios: { items: { title: string }[] } };
        errors?: unknown[];
      };
      expect(body.errors).toBeUndefined();
      expect(body.data?.categories.length).toBeGreaterThan(0);
      expect(THAI.test(body.data?.categories[0]?.name.th ?? '')).toBe(true);
      expect(body.data?.portfolios.items).toHaveLength(12);
    } finally {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
    }
  });
});
