import { addMocksToSchema } from '@graphql-tools/mock';
import type { GraphQLSchema } from 'graphql';

/** A small seeded random source, so mocked answers are the same from run to run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const CATEGORIES = [
  ['งานฝีมือ', 'Craft'],
  ['ดนตรี', 'Music'],
  ['ศิลปะการแสดง', 'Performing arts'],
  ['ทัศนศิลป์', 'Visual arts'],
  ['ภาพยนตร์', 'Film'],
  ['การกระจายเสียง', 'Broadcasting'],
  ['การพิมพ์', 'Publishing'],
  ['ซอฟต์แวร์', 'Software'],
  ['โฆษณา', 'Advertising'],
  ['การออกแบบ', 'Design'],
] as const;

const FIRST_NAMES = [
  ['สมชาย', 'Somchai'],
  ['มาลี', 'Malee'],
  ['ธนพล', 'Thanaphon'],
  ['กมลชนก', 'Kamonchanok'],
  ['ปิยะพงษ์', 'Piyapong'],
  ['อรอุมา', 'On-uma'],
] as const;

const LAST_NAMES = [
  ['ใจดี', 'Jaidee'],
  ['ศรีสุข', 'Srisuk'],
  ['วงศ์ไทย', 'Wongthai'],
  ['บุญมา', 'Boonma'],
] as const;

const TITLES = [
  'บรรจุภัณฑ์ข้าวหอมมะลิ ชุมชนสุรินทร์',
  'โคมไฟไม้ไผ่สานมือ',
  'อัตลักษณ์แบรนด์ร้านกาแฟริมโขง',
  'Typeface “Siam Sans”',
  'โปสเตอร์เทศกาลดนตรีเชียงใหม่',
  'Mobile app for community markets',
  'ผ้าทอมือลายร่วมสมัย',
  'Exhibition design: Bangkok Design Week',
];

const COLOURS = ['#e4572e', '#29335c', '#f3a712', '#a8c686', '#669bbc', '#7d5ba6'];

/** An inline SVG picture, so mock mode needs no image server. */
function picture(random: () => number, label: string): { url: string; fileName: string } {
  const colour = COLOURS[Math.floor(random() * COLOURS.length)] ?? '#29335c';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${colour}"/><circle cx="420" cy="220" r="150" fill="#fff" opacity=".35"/></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, fileName: `${label}.svg` };
}

/** The schema answering realistic Thai and English data without the legacy API: for front-end work. */
export function mockedSchema(schema: GraphQLSchema, seed = 42): GraphQLSchema {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let nextId = 1;
  const list = (length: number) => Array.from({ length }, () => ({}));
  return addMocksToSchema({
    schema,
    mocks: {
      ID: () => String(nextId++),
      Int: () => Math.floor(random() * 500),
      Boolean: () => random() > 0.5,
      String: () => pick(['ออกแบบเพื่อชุมชน', 'Design for everyday life', 'งานสร้างสรรค์ร่วมสมัย']),
      DateTime: () => new Date(Date.UTC(2026, 10, 1 + Math.floor(random() * 20))).toISOString(),
      Date: () => new Date(Date.UTC(2026, 10, 1 + Math.floor(random() * 20))).toISOString().slice(0, 10),
      LocalizedText: () => {
        const [th, en] = pick(CATEGORIES);
        return { th, en };
      },
      Image: () => picture(random, `image-${nextId}`),
      Category: () => {
        const [th, en] = pick(CATEGORIES);
        return { name: { th, en }, icon: en.toLowerCase().replace(/ /g, '-') };
      },
      Designer: () => {
        const [firstTh, firstEn] = pick(FIRST_NAMES);
        const [lastTh, lastEn] = pick(LAST_NAMES);
        return {
          firstName: { th: firstTh, en: firstEn },
          lastName: { th: lastTh, en: lastEn },
          position: pick(['Art director', 'Graphic designer', 'Product designer', null]),
          acceptsEnquiries: true,
          followedByViewer: false,
          // Work in two of the ten categories (Query.categories below).
          workCategoryIds: ['1', '2'],
          workSubcategoryIds: ['101', '102', '201'],
        };
      },
      Portfolio: () => ({
        title: pick(TITLES),
        brief: 'งานออกแบบที่เชื่อมภูมิปัญญาท้องถิ่นกับชีวิตร่วมสมัย / Local wisdom meets contemporary life.',
        detailHtml: '<p>แนวคิดของโครงการ</p><ul><li>วัสดุท้องถิ่น</li><li>Sustainable process</li></ul>',
        viewCount: Math.floor(random() * 2000),
        appreciationCount: Math.floor(random() * 80),
        appreciatedByViewer: false,
        approvalStatus: 'APPROVED',
        images: list(3),
        tags: list(3),
      }),
      Tag: () => ({
        name: pick(['ผ้าไทย', 'branding', 'sustainable', 'DEmark 2025', 'packaging']),
        type: 'NORMAL',
      }),
      // A mocked message is made up: it has no code, so a client shows it as it is.
      UserError: () => ({ code: null, limit: null }),
      MessagePayload: () => ({ messageCode: null }),
      PortfolioPayload: () => ({ messageCode: null }),
      ProfilePayload: () => ({ messageCode: null }),
      CreateTagPayload: () => ({ messageCode: null }),
      DomainNameAvailability: () => ({ messageCode: null }),
      PageInfo: () => ({ page: 1, lastPage: 5, perPage: 12, total: 60, hasNextPage: true }),
      PortfolioPage: () => ({ items: list(12) }),
      // A keyword spelt as the work holds it: nothing to correct.
      PortfolioSearch: () => ({ didYouMean: null }),
      DesignerPage: () => ({ items: list(8) }),
      CollectionPage: () => ({ items: list(6) }),
      // Places 1 to 50, as a ranking has them.
      TopRank: () => ({
        sort: 'DESC',
        by: 'VIEWS',
        entries: Array.from({ length: 50 }, (_, index) => ({ rank: index + 1 })),
      }),
      Query: () => ({
        newPortfolios: list(12),
        mostViewedPortfolios: list(12),
        highlightedPortfolios: list(6),
        featuredDesigners: list(12),
        // Ids the designers' work can name: categories 1–10, each with subcategories <id>01–<id>03.
        categories: Array.from({ length: 10 }, (_, index) => ({
          id: String(index + 1),
          subcategories: [1, 2, 3].map((sub) => ({ id: `${index + 1}0${sub}` })),
        })),
        // A visitor: nobody is signed in unless a test says so.
        viewer: null,
        // Facebook login is off unless configured, as on a fresh install.
        facebookAppId: null,
        // The defaults of a fresh install (MAX_UPLOAD_BYTES 10 MB, MAX_UPLOAD_PIXELS 50 million).
        uploadLimits: {
          maxBytes: 10 * 1024 * 1024,
          maxMegabytes: 10,
          maxPixels: 50_000_000,
          maxMegapixels: 50,
          acceptedTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
          cover: { width: 1280, height: 960 },
          shareImage: { width: 1200, height: 630 },
        },
      }),
    },
  });
}
