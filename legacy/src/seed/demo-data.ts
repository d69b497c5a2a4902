import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import type { Database } from '../db/database';
import type { ImageFolder } from '../images/folders';
import { readImageSize, type ImageSize } from '../images/image-size';
import { formatTimestamp, bangkokDay } from '../clock';
import { normaliseSearchKeyword, recordFound } from '../insights/search-log';
import { recordReview } from '../insights/reviews';
import { searchPortfolioIds } from '../search/search';
import {
  ARTWORK_STYLES,
  PALETTES,
  drawAvatar,
  drawCollectionCover,
  drawPortfolioCover,
  drawProfileCover,
  drawProjectImage,
  drawShareCover,
  type Drawing,
} from './artwork';
import {
  AWARD_TAGS,
  BRAND_PATTERNS,
  BRIEF_TEMPLATES_EN,
  BRIEF_TEMPLATES_TH,
  CATEGORIES,
  CITIES,
  COLLECTION_CATEGORIES,
  COLLECTIONS,
  COMPANIES,
  DEGREE,
  DEGREES,
  DEMO_PERSON,
  DESIGNER_NAMES,
  DETAIL_EN,
  DETAIL_TH,
  DOMAIN_SUFFIXES,
  FOREIGN_WORK_PLACES,
  GRADUATE_SCHOOLS,
  IMAGE_CAPTIONS_EN,
  IMAGE_CAPTIONS_TH,
  NORMAL_TAGS,
  PAGES,
  POSITIONS,
  PROFESSIONS,
  PROJECT_EDITIONS,
  PROJECT_GOALS,
  PROJECT_PLACES,
  THAI_BRANDS,
  THAI_WORK_CITIES,
  UNFOUND_KEYWORDS,
  UNIVERSITIES,
  VIEW_SOURCES,
  VOCATIONAL_SCHOOLS,
  type PersonName,
  type Profession,
} from './demo-content';
import { Random } from './random';

/** The account a visitor can log in with on a fresh install. */
export const DEMO_MEMBER = { email: 'demo@portfolio.example', password: 'Demo1234!' } as const;

/**
 * The demo's operator (issue 16): a member of the design centre's staff, with no portfolios, who approves work and
 * runs the site from /staff. Only the demo data has one; a real deployment makes its first operator with
 * `npm run legacy:staff-role`.
 */
export const DEMO_OPERATOR = { email: 'staff@portfolio.example', password: 'Staff1234!' } as const;

/** Every seeded designer (designer01@portfolio.example, …) shares this password. */
export const DESIGNER_PASSWORD = 'Designer1234!';

export interface SeedSummary {
  members: number;
  portfolios: number;
  approvedPortfolios: number;
  views: number;
  images: number;
}

export interface SeedOptions {
  /** Every timestamp is relative to this instant, so the same `now` gives the same data. */
  now: Date;
  /** Root of the image folders (images_cover, images_profile, …). */
  storageDir: string;
  /** The bcrypt cost of the demo accounts' passwords: the API's own (`PASSWORD_HASH_ROUNDS`), which signing in pays. */
  passwordHashRounds: number;
}

const SEED = 20_250_601;
const DESIGNER_COUNT = DESIGNER_NAMES.length;
/** Designers (1-based) who filled in a profile but no work experience: the "dash" case of the designer tile. */
const DESIGNERS_WITHOUT_WORKS = new Set([47, 48, 49]);
/** The designer (1-based) who never created a profile: the "unknown" case. */
const DESIGNER_WITHOUT_PROFILE = 50;

const DESIGNER_PORTFOLIOS = 223;
const DESIGNER_PENDING = 8;
const DESIGNER_REJECTED = 5;
const RECENTLY_APPROVED = 16;
const VIEW_DAYS = 60;
const TARGET_VIEWS = 22_000;

/** Pool sizes: portfolios reuse these files, which keeps seeding within a few seconds. */
const POOL = { covers: 36, shares: 16, images: 36, collections: COLLECTIONS.length } as const;

const DAY_MS = 86_400_000;

type Status = 'approved' | 'pending' | 'rejected';
type Language = 'th' | 'en';

interface MemberPlan {
  id: number;
  email: string;
  name: PersonName;
  mobile: string;
  createdAt: Date;
  passwordHash: string;
}

interface PortfolioPlan {
  id: number;
  memberId: number;
  status: Status;
  categoryIndex: number;
  subcategoryIndex: number;
  language: Language;
  createdAt: Date;
  updatedAt: Date;
  approvedAt: Date | null;
  title: string;
  brief: string;
  detail: string;
  cover: string;
  share: string;
  images: { file: string; caption: string }[];
  tags: string[];
  highlightRank: number | null;
  views: Date[];
}

interface StoredImage {
  folder: ImageFolder;
  fileName: string;
  bytes: number;
  size: ImageSize | undefined;
  createdAt: string;
}

/** The worker that turns the artwork's SVG documents into PNG files with sharp (see render-svg.mjs). */
const RENDER_WORKER = fileURLToPath(new URL('./render-svg.mjs', import.meta.url));

/** Long enough for the whole pool on a starved machine; past it the seed fails instead of hanging. */
const RENDER_TIMEOUT_MS = 120_000;

/**
 * Collects generated artwork, renders it as PNG files on a worker thread while the seed fills the store, and
 * remembers the files for the uploads table.
 */
class ImageStore {
  readonly stored: StoredImage[] = [];
  private readonly pending: { svg: string; file: string }[] = [];
  private rendering: { done: Int32Array; port: MessagePort; worker: Worker } | null = null;

  constructor(private readonly storageDir: string) {}

  save(folder: ImageFolder, fileName: string, drawing: Drawing, createdAt: Date): string {
    this.pending.push({ svg: drawing.toSvg(), file: path.join(this.storageDir, folder, fileName) });
    this.stored.push({ folder, fileName, bytes: 0, size: undefined, createdAt: formatTimestamp(createdAt) });
    return fileName;
  }

  /** Starts writing every saved drawing, on another thread. */
  startRendering(): void {
    const done = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(RENDER_WORKER, {
      workerData: { jobs: this.pending, done, port: port2 },
      transferList: [port2],
    });
    // The worker reports through `done` and the port; its own end needs no listener to keep the seed alive.
    worker.unref();
    this.rendering = { done, port: port1, worker };
  }

  /** Waits (blocking the thread: the seed is synchronous) until every file is written, and records their sizes. */
  finishRendering(): void {
    if (!this.rendering) throw new Error('ImageStore: finishRendering before startRendering');
    const { done, port, worker } = this.rendering;
    if (Atomics.wait(done, 0, 0, RENDER_TIMEOUT_MS) === 'timed-out') {
      void worker.terminate();
      throw new Error(`Rendering the demo artwork took over ${RENDER_TIMEOUT_MS / 1000} s`);
    }
    const report = receiveMessageOnPort(port)?.message as { error: string | null } | undefined;
    port.close();
    if (report?.error !== null) throw new Error(`Rendering the demo artwork failed: ${report?.error}`);
    this.stored.forEach((image, index) => {
      const bytes = fs.readFileSync(this.pending[index]?.file ?? '');
      image.bytes = bytes.length;
      image.size = readImageSize(bytes);
    });
  }
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A bcrypt salt drawn from the seed's PRNG instead of the system's: the demo passwords are public anyway,
 * and a fixed salt keeps the seeded database identical from run to run.
 */
function seededSalt(random: Random, rounds: number): string {
  const alphabet = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let salt = `$2b$${String(rounds).padStart(2, '0')}$`;
  for (let i = 0; i < 22; i++) salt += alphabet[random.int(0, alphabet.length - 1)];
  return salt;
}

function mobileNumber(random: Random): string {
  let digits = random.pick(['08', '09', '06']);
  for (let i = 0; i < 8; i++) digits += String(random.int(0, 9));
  return digits;
}

/**
 * Inserts the whole bilingual demo data set (members, profiles, portfolios, views, collections, pages)
 * in one transaction and writes its images under `storageDir`. Deterministic: the same `now` always gives
 * the same rows and the same files.
 */
export function seedDemoData(db: Database, options: SeedOptions): SeedSummary {
  const { now } = options;
  const ago = (days: number): Date => new Date(now.getTime() - Math.round(days * 86_400) * 1000);
  const at = (date: Date): string => formatTimestamp(date);
  const earliest = (a: Date, b: Date): Date => (a.getTime() < b.getTime() ? a : b);

  const root = new Random(SEED);
  const peopleRandom = root.fork();
  const portfolioRandom = root.fork();
  const viewRandom = root.fork();
  const collectionRandom = root.fork();
  const imageRandom = root.fork();
  const saltRandom = root.fork();
  // Last, so that the forks above (and every value they draw) are those of a seed without it.
  const audienceRandom = root.fork();
  // After it, for the same reason: the insights' sources and search log (issue 30).
  const insightsRandom = root.fork();

  // Hashed once each: bcrypt is deliberately slow and every designer shares the same password.
  const designerHash = bcrypt.hashSync(DESIGNER_PASSWORD, seededSalt(saltRandom, options.passwordHashRounds));
  const demoHash = bcrypt.hashSync(DEMO_MEMBER.password, seededSalt(saltRandom, options.passwordHashRounds));

  // ----- Members -------------------------------------------------------------------------------------
  const members: MemberPlan[] = DESIGNER_NAMES.map((name, index) => ({
    id: index + 1,
    email: `designer${pad(index + 1)}@portfolio.example`,
    name,
    mobile: mobileNumber(peopleRandom),
    createdAt: ago(peopleRandom.float(200, 420)),
    passwordHash: designerHash,
  }));
  const demo: MemberPlan = {
    id: DESIGNER_COUNT + 1,
    email: DEMO_MEMBER.email,
    name: DEMO_PERSON,
    mobile: '0812345678',
    createdAt: ago(430),
    passwordHash: demoHash,
  };
  members.push(demo);
  const designers = members.slice(0, DESIGNER_COUNT);

  // Professions spread over every category; the designer's category then drives most of their work.
  const professions: Profession[] = peopleRandom.shuffle(
    Array.from({ length: DESIGNER_COUNT }, (_, i) => PROFESSIONS[i % PROFESSIONS.length] as Profession),
  );
  const demoProfession = PROFESSIONS.find((item) => item.designType === 'Product Design') as Profession;
  const professionOf = (memberId: number): Profession =>
    memberId === demo.id ? demoProfession : (professions[memberId - 1] as Profession);

  // ----- Images ----------------------------------------------------------------------------------------
  const images = new ImageStore(options.storageDir);
  const poolDate = ago(190);
  const covers = Array.from({ length: POOL.covers }, (_, i) =>
    images.save(
      'images_cover',
      `seed-cover-${pad(i + 1)}.png`,
      drawPortfolioCover(
        imageRandom,
        imageRandom.pick(PALETTES),
        ARTWORK_STYLES[i % ARTWORK_STYLES.length] ?? 'grid',
      ),
      poolDate,
    ),
  );
  const shares = Array.from({ length: POOL.shares }, (_, i) =>
    images.save(
      'images_cover_share',
      `seed-share-${pad(i + 1)}.png`,
      drawShareCover(imageRandom, imageRandom.pick(PALETTES)),
      poolDate,
    ),
  );
  const extras = Array.from({ length: POOL.images }, (_, i) =>
    images.save(
      'images',
      `seed-image-${pad(i + 1)}.png`,
      drawProjectImage(imageRandom, imageRandom.pick(PALETTES)),
      poolDate,
    ),
  );
  const collectionCovers = Array.from({ length: POOL.collections }, (_, i) =>
    images.save(
      'collection',
      `seed-collection-${pad(i + 1)}.png`,
      drawCollectionCover(imageRandom, imageRandom.pick(PALETTES)),
      poolDate,
    ),
  );

  // ----- Profiles ----------------------------------------------------------------------------------------
  interface ProfilePlan {
    memberId: number;
    row: Record<string, string>;
    createdAt: Date;
    educations: { school: string; degreeId: number; classOf: string }[];
    works: { company: string; position: string; city: string; country: string }[];
  }
  const profiles: ProfilePlan[] = [];
  const usedDomains = new Set<string>();
  // Each Thai brand name belongs to one designer; the others trade under their own names.
  const thaiBrands = peopleRandom.shuffle(THAI_BRANDS);

  for (const member of members) {
    if (member.id === DESIGNER_WITHOUT_PROFILE) continue;
    const isDemo = member.id === demo.id;
    const { name } = member;
    const first = name.firstEn.toLowerCase();
    let domain = isDemo ? 'thanaporn-studio' : `${first}-${peopleRandom.pick(DOMAIN_SUFFIXES)}`;
    while (usedDomains.has(domain)) domain = `${first}-${peopleRandom.pick(DOMAIN_SUFFIXES)}`;
    usedDomains.add(domain);
    const handle = domain.replace('-', '.');
    const brandRoll = peopleRandom.next();
    const brand = isDemo
      ? 'Thanaporn Studio'
      : brandRoll < 0.6
        ? peopleRandom.pick(BRAND_PATTERNS).replace('{first}', name.firstEn).replace('{last}', name.lastEn)
        : brandRoll < 0.85 && thaiBrands.length > 0
          ? (thaiBrands.pop() ?? '')
          : '';
    const profession = professionOf(member.id);
    const createdAt = new Date(member.createdAt.getTime() + peopleRandom.float(0.1, 3) * DAY_MS);
    const suffix = pad(member.id);
    const avatar = images.save(
      'images_profile',
      `seed-avatar-${suffix}.png`,
      drawAvatar(imageRandom, imageRandom.pick(PALETTES)),
      createdAt,
    );
    const cover = images.save(
      'images_profile_cover',
      `seed-profile-cover-${suffix}.png`,
      drawProfileCover(imageRandom, imageRandom.pick(PALETTES)),
      createdAt,
    );

    const educations: ProfilePlan['educations'] = [];
    const works: ProfilePlan['works'] = [];
    if (isDemo) {
      educations.push(
        { school: 'Politecnico di Milano', degreeId: DEGREE.master, classOf: '2019' },
        { school: 'มหาวิทยาลัยศิลปากร', degreeId: DEGREE.bachelor, classOf: '2016' },
      );
      works.push(
        {
          company: 'Thanaporn Studio',
          position: 'ผู้ก่อตั้งและนักออกแบบ',
          city: 'กรุงเทพมหานคร',
          country: 'Thailand',
        },
        { company: 'Kumo Design Office', position: 'Product Designer', city: 'โตเกียว', country: 'Japan' },
      );
    } else {
      // Most recent first: sort_order 1 is the highest degree.
      const bachelorYear = peopleRandom.int(2008, 2022);
      if (peopleRandom.chance(0.35)) {
        const masterYear = Math.min(2024, bachelorYear + peopleRandom.int(2, 4));
        if (peopleRandom.chance(0.15)) {
          educations.push({
            school: peopleRandom.pick(GRADUATE_SCHOOLS),
            degreeId: DEGREE.doctorate,
            classOf: String(Math.min(2025, masterYear + peopleRandom.int(3, 5))),
          });
        }
        educations.push({
          school: peopleRandom.pick(GRADUATE_SCHOOLS),
          degreeId: DEGREE.master,
          classOf: String(masterYear),
        });
      }
      educations.push({
        school: peopleRandom.pick(UNIVERSITIES),
        degreeId: DEGREE.bachelor,
        classOf: String(bachelorYear),
      });
      if (educations.length < 3 && peopleRandom.chance(0.2)) {
        educations.push({
          school: peopleRandom.pick(VOCATIONAL_SCHOOLS),
          degreeId: peopleRandom.pick([DEGREE.vocational, DEGREE.diploma]),
          classOf: String(bachelorYear - 4),
        });
      }

      if (!DESIGNERS_WITHOUT_WORKS.has(member.id)) {
        const jobs = peopleRandom.int(1, 3);
        for (let i = 0; i < jobs; i++) {
          const ownStudio = i === 0 && brand !== '' && peopleRandom.chance(0.3);
          const abroad = !ownStudio && peopleRandom.chance(0.15);
          const place = abroad ? peopleRandom.pick(FOREIGN_WORK_PLACES) : null;
          works.push({
            company: ownStudio ? brand : place ? place.company : peopleRandom.pick(COMPANIES),
            position: ownStudio ? 'ผู้ก่อตั้งและนักออกแบบ' : peopleRandom.pick(POSITIONS),
            city: place ? place.city : peopleRandom.pick(THAI_WORK_CITIES),
            country: place ? place.country : 'Thailand',
          });
        }
      }
    }

    profiles.push({
      memberId: member.id,
      createdAt,
      educations,
      works,
      row: {
        name_th: name.firstTh,
        last_th: name.lastTh,
        name_en: name.firstEn,
        last_en: name.lastEn,
        city: isDemo ? 'กรุงเทพมหานคร' : peopleRandom.pick(CITIES),
        brand_name: brand,
        profession: profession.profession,
        design_type: profession.designType,
        email: member.email,
        mobile_number: member.mobile,
        website: isDemo || peopleRandom.chance(0.7) ? `https://${domain}.example` : '',
        domain_name: domain,
        facebook: isDemo || peopleRandom.chance(0.7) ? `https://www.facebook.com/${handle}` : '',
        instagram: isDemo || peopleRandom.chance(0.8) ? `@${handle}` : '',
        pinterest:
          isDemo || peopleRandom.chance(0.4) ? `https://www.pinterest.com/${domain.replace('-', '')}` : '',
        img_path: avatar,
        cover_url: cover,
      },
    });
  }

  // Every image is drawn: they render on another thread while the rest is planned and written.
  images.startRendering();

  // ----- Portfolios --------------------------------------------------------------------------------------
  // Uneven ownership: every designer has at least one portfolio, a few are prolific.
  const weights = designers.map(() => Math.exp(portfolioRandom.float(-1.2, 1.2)));
  for (const star of portfolioRandom.sample(
    designers.map((_, i) => i),
    4,
  )) {
    weights[star] = (weights[star] ?? 1) * 5;
  }
  const counts = designers.map(() => 1);
  for (let i = designers.length; i < DESIGNER_PORTFOLIOS; i++) {
    const index = portfolioRandom.weightedIndex(weights);
    counts[index] = (counts[index] ?? 0) + 1;
  }

  const owners: { memberId: number; status: Status }[] = [];
  designers.forEach((designer, index) => {
    for (let i = 0; i < (counts[index] ?? 0); i++) owners.push({ memberId: designer.id, status: 'approved' });
  });
  const unapproved = portfolioRandom.sample(
    owners.map((_, i) => i),
    DESIGNER_PENDING + DESIGNER_REJECTED,
  );
  unapproved.forEach((ownerIndex, i) => {
    const owner = owners[ownerIndex];
    if (owner) owner.status = i < DESIGNER_PENDING ? 'pending' : 'rejected';
  });
  owners.push(
    { memberId: demo.id, status: 'approved' },
    { memberId: demo.id, status: 'approved' },
    { memberId: demo.id, status: 'approved' },
    { memberId: demo.id, status: 'pending' },
    { memberId: demo.id, status: 'rejected' },
  );

  // Category: mostly the owner's own field, sometimes another.
  const categoryIndexOf = (icon: string): number =>
    CATEGORIES.findIndex((category) => category.icon === icon);
  const plans: PortfolioPlan[] = owners.map((owner) => {
    const categoryIndex = portfolioRandom.chance(0.7)
      ? categoryIndexOf(professionOf(owner.memberId).category)
      : portfolioRandom.int(0, CATEGORIES.length - 1);
    const category = CATEGORIES[categoryIndex] ?? CATEGORIES[0];
    return {
      id: 0,
      memberId: owner.memberId,
      status: owner.status,
      categoryIndex,
      subcategoryIndex: portfolioRandom.int(0, (category?.subcategories.length ?? 1) - 1),
      language: portfolioRandom.chance(0.7) ? 'th' : 'en',
      createdAt: now,
      updatedAt: now,
      approvedAt: null,
      title: '',
      brief: '',
      detail: '',
      cover: '-',
      share: '-',
      images: [],
      tags: [],
      highlightRank: null,
      views: [],
    };
  });

  // Every subcategory gets at least one approved portfolio, taken from the fullest subcategory.
  const approvedPlans = (): PortfolioPlan[] => plans.filter((plan) => plan.status === 'approved');
  CATEGORIES.forEach((category, categoryIndex) => {
    category.subcategories.forEach((_, subcategoryIndex) => {
      const key = (plan: PortfolioPlan): string => `${plan.categoryIndex}/${plan.subcategoryIndex}`;
      const tally = new Map<string, PortfolioPlan[]>();
      for (const plan of approvedPlans()) tally.set(key(plan), [...(tally.get(key(plan)) ?? []), plan]);
      if (tally.has(`${categoryIndex}/${subcategoryIndex}`)) return;
      const fullest = [...tally.values()].sort((a, b) => b.length - a.length)[0];
      const donor = fullest?.[0];
      if (donor) {
        donor.categoryIndex = categoryIndex;
        donor.subcategoryIndex = subcategoryIndex;
      }
    });
  });

  // Dates: a steady stream of approvals over ~180 days, with a batch in the last week for "new portfolios".
  const approvedOrder = portfolioRandom.shuffle(approvedPlans());
  approvedOrder.forEach((plan, index) => {
    const daysAgo =
      index < RECENTLY_APPROVED
        ? portfolioRandom.float(0.1, 6.5)
        : 8 + 172 * Math.pow(portfolioRandom.next(), 1.2);
    plan.approvedAt = ago(daysAgo);
    plan.createdAt = new Date(plan.approvedAt.getTime() - portfolioRandom.float(0.1, 5) * DAY_MS);
    plan.updatedAt = plan.approvedAt;
  });
  for (const plan of plans) {
    if (plan.status === 'pending') {
      plan.createdAt = ago(portfolioRandom.float(0.2, 12));
      plan.updatedAt = earliest(
        now,
        new Date(plan.createdAt.getTime() + portfolioRandom.int(5, 600) * 60_000),
      );
    } else if (plan.status === 'rejected') {
      plan.createdAt = ago(portfolioRandom.float(15, 120));
      plan.updatedAt = new Date(plan.createdAt.getTime() + portfolioRandom.float(1, 4) * DAY_MS);
    }
  }
  // Ids follow creation time, as they would in a live store.
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.memberId - b.memberId);
  plans.forEach((plan, index) => (plan.id = index + 1));

  // Titles, briefs and details.
  const usedTitles = new Set<string>();
  for (const plan of plans) {
    const subcategory = CATEGORIES[plan.categoryIndex]?.subcategories[plan.subcategoryIndex];
    if (!subcategory) throw new Error('seed: subcategory out of range');
    const th = plan.language === 'th';
    const place = portfolioRandom.pick(PROJECT_PLACES);
    const goal = portfolioRandom.pick(PROJECT_GOALS);
    let title = '';
    let subject = portfolioRandom.pick(subcategory.projects);
    for (let attempt = 0; attempt < 20 && (title === '' || usedTitles.has(title)); attempt++) {
      subject = portfolioRandom.pick(subcategory.projects);
      const roll = portfolioRandom.next();
      const suffix = roll < 0.55 ? place : roll < 0.7 ? portfolioRandom.pick(PROJECT_EDITIONS) : null;
      const text = th ? subject.th : subject.en;
      title = suffix ? (th ? `${text} ${suffix.th}` : `${text} – ${suffix.en}`) : text;
    }
    if (usedTitles.has(title)) title = `${title} ${th ? 'ภาคสอง' : 'II'}`;
    usedTitles.add(title);
    plan.title = title;
    const template = portfolioRandom.pick(th ? BRIEF_TEMPLATES_TH : BRIEF_TEMPLATES_EN);
    plan.brief = template(th ? subject.th : subject.en, th ? place.th : place.en, th ? goal.th : goal.en);
    const text = th ? DETAIL_TH : DETAIL_EN;
    const steps = portfolioRandom.sample(text.steps, portfolioRandom.int(3, 4));
    plan.detail = [
      `<p>${plan.brief}</p>`,
      `<h3>${text.headings.concept}</h3>`,
      `<p>${portfolioRandom.pick(text.concepts)}</p>`,
      `<h3>${text.headings.process}</h3>`,
      `<ul>${steps.map((step) => `<li>${step}</li>`).join('')}</ul>`,
      `<h3>${text.headings.outcome}</h3>`,
      `<p>${portfolioRandom.pick(text.outcomes)}</p>`,
    ].join('\n');
  }

  // Images: consecutive portfolios get different pool entries.
  plans.forEach((plan, index) => {
    plan.cover = covers[index % covers.length] ?? '-';
    plan.share = shares[(index * 7) % shares.length] ?? '-';
    const captions = plan.language === 'th' ? IMAGE_CAPTIONS_TH : IMAGE_CAPTIONS_EN;
    const files = portfolioRandom.sample(extras, portfolioRandom.int(1, 4));
    const texts = portfolioRandom.sample(captions, files.length);
    plan.images = files.map((file, i) => ({ file, caption: texts[i] ?? '' }));
  });

  // Tags: mostly ones that suit the category; some approved work carries an award.
  for (const plan of plans) {
    const category = CATEGORIES[plan.categoryIndex];
    const count = [0, 1, 1, 2, 2, 2, 3, 3, 4][portfolioRandom.int(0, 8)] ?? 0;
    const chosen = new Set<string>();
    while (chosen.size < count) {
      chosen.add(
        portfolioRandom.chance(0.7) && category
          ? portfolioRandom.pick(category.tags)
          : portfolioRandom.pick(NORMAL_TAGS),
      );
    }
    if (plan.status === 'approved' && portfolioRandom.chance(0.12))
      chosen.add(portfolioRandom.pick(AWARD_TAGS));
    plan.tags = [...chosen];
  }
  const demoShowcase = plans.find((plan) => plan.memberId === demo.id && plan.status === 'approved');
  if (demoShowcase && !demoShowcase.tags.includes('DEmark 2025')) demoShowcase.tags.push('DEmark 2025');

  // Highlights and the "no cover" cases.
  const approved = approvedPlans();
  const [highlighted, withoutCover] = (() => {
    const shuffled = portfolioRandom.shuffle(approved);
    return [shuffled.slice(0, 8), shuffled.slice(8, 11)];
  })();
  // The highlight block shows its entries side by side: give them distinct covers from the pool.
  highlighted.forEach((plan, index) => {
    plan.highlightRank = index + 1;
    plan.cover = covers[(index * 5) % covers.length] ?? plan.cover;
  });
  withoutCover.forEach((plan, index) => {
    plan.cover = '-';
    if (index > 0) plan.share = '-';
  });

  // ----- Views -------------------------------------------------------------------------------------------
  // Popularity is heavy-tailed; each portfolio's last 30 days differ from the 30 before, with a few
  // fading classics and a few rising newcomers, so "most viewed in 30 days" is not the all-time list.
  const popularity = new Map<PortfolioPlan, { base: number; older: number; recent: number }>();
  for (const plan of approved) {
    popularity.set(plan, {
      base: 1 / Math.pow(viewRandom.float(0.02, 1), 0.9),
      older: viewRandom.float(0.5, 1.5),
      recent: viewRandom.float(0.5, 1.5),
    });
  }
  const approvedAgo = (plan: PortfolioPlan): number =>
    (now.getTime() - (plan.approvedAt?.getTime() ?? 0)) / DAY_MS;
  for (const plan of viewRandom.sample(
    approved.filter((item) => approvedAgo(item) > 45),
    3,
  )) {
    const entry = popularity.get(plan);
    if (entry) Object.assign(entry, { base: 30, older: 4, recent: 0.5 });
  }
  for (const plan of viewRandom.sample(
    approved.filter((item) => approvedAgo(item) > 8 && approvedAgo(item) < 25),
    3,
  )) {
    const entry = popularity.get(plan);
    if (entry) Object.assign(entry, { base: 30, older: 1, recent: 4 });
  }

  const slots: { plan: PortfolioPlan; day: number; from: number; to: number; weight: number }[] = [];
  let totalWeight = 0;
  for (const plan of approved) {
    const entry = popularity.get(plan);
    const approvedTime = plan.approvedAt?.getTime() ?? now.getTime();
    if (!entry) continue;
    for (let day = 0; day < VIEW_DAYS; day++) {
      const to = now.getTime() - day * DAY_MS;
      const from = Math.max(to - DAY_MS, approvedTime);
      if (from >= to) continue;
      const sinceApproval = (to - approvedTime) / DAY_MS;
      const novelty = sinceApproval < 5 ? 2 : 1;
      // Day 0 of the epoch was a Thursday, so weekdays 2 and 3 are Saturday and Sunday: quieter days.
      const weekday = Math.floor(to / DAY_MS) % 7;
      const weekend = weekday === 2 || weekday === 3 ? 0.8 : 1;
      const weight =
        entry.base * (day < 30 ? entry.recent : entry.older) * novelty * weekend * ((to - from) / DAY_MS);
      slots.push({ plan, day, from, to, weight });
      totalWeight += weight;
    }
  }
  for (const slot of slots) {
    const expected = (TARGET_VIEWS * slot.weight) / totalWeight;
    const count = Math.floor(expected) + (viewRandom.next() < expected - Math.floor(expected) ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const span = Math.max(0, slot.to - slot.from - 1000);
      slot.plan.views.push(new Date(slot.from + Math.floor(viewRandom.next() * span)));
    }
  }

  // ----- Write everything -----------------------------------------------------------------------------
  const tagNames = [
    ...NORMAL_TAGS.map((name) => ({ name, type: 0 })),
    ...AWARD_TAGS.map((name) => ({ name, type: 1 })),
  ];
  const tagsCreatedAt = ago(400);

  const insert = {
    category: db.prepare(
      'INSERT INTO categories (id, name_th, name_en, icon, sort_order) VALUES (?, ?, ?, ?, ?)',
    ),
    subcategory: db.prepare(
      'INSERT INTO subcategories (id, category_id, name_th, name_en, sort_order) VALUES (?, ?, ?, ?, ?)',
    ),
    degree: db.prepare('INSERT INTO degrees (id, name_th, name_en) VALUES (?, ?, ?)'),
    member: db.prepare(
      `INSERT INTO members (id, email, password_hash, firstname_th, lastname_th, mobile_number,
         email_verified_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    profile: db.prepare(
      `INSERT INTO profiles (member_id, name_th, last_th, name_en, last_en, city, brand_name, profession,
         design_type, email, mobile_number, website, domain_name, facebook, instagram, pinterest, img_path,
         cover_url, created_at, updated_at)
       VALUES (@member_id, @name_th, @last_th, @name_en, @last_en, @city, @brand_name, @profession,
         @design_type, @email, @mobile_number, @website, @domain_name, @facebook, @instagram, @pinterest,
         @img_path, @cover_url, @created_at, @updated_at)`,
    ),
    education: db.prepare(
      'INSERT INTO educations (profile_id, sort_order, school_university, degree_id, class_of) VALUES (?, ?, ?, ?, ?)',
    ),
    work: db.prepare(
      'INSERT INTO works (profile_id, sort_order, company, position, city, country_name_en) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    tag: db.prepare('INSERT INTO tags (id, name, type, created_at) VALUES (?, ?, ?, ?)'),
    portfolio: db.prepare(
      `INSERT INTO portfolios (id, member_id, category_id, subcategory_id, project_title, project_brief, detail,
         cover_img_path, cover_img_share_path, is_approve, approved_at, highlight_rank, view_count, created_at,
         updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    portfolioImage: db.prepare(
      'INSERT INTO portfolio_images (portfolio_id, sort_order, img_path, detail) VALUES (?, ?, ?, ?)',
    ),
    portfolioTag: db.prepare('INSERT INTO portfolio_tags (portfolio_id, tag_id) VALUES (?, ?)'),
    view: db.prepare(
      'INSERT INTO portfolio_views (portfolio_id, viewed_at, source, shared) VALUES (?, ?, ?, ?)',
    ),
    collectionCategory: db.prepare(
      `INSERT INTO collection_categories (id, name_th, name_en, about_th, about_en, sort_order)
       VALUES (?, ?, ?, ?, ?, ?)`,
    ),
    collection: db.prepare(
      `INSERT INTO collections (id, collection_category_id, name_th, name_en, description_th, description_en,
         cover_path, published_on, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    collectionPortfolio: db.prepare(
      'INSERT INTO collection_portfolios (collection_id, portfolio_id, sort_order) VALUES (?, ?, ?)',
    ),
    collectionDesigner: db.prepare(
      'INSERT INTO collection_designers (collection_id, member_id, sort_order) VALUES (?, ?, ?)',
    ),
    page: db.prepare(
      'INSERT INTO pages (url, page_name_th, page_name_en, detail_th, detail_en, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    upload: db.prepare(
      `INSERT INTO uploads (member_id, folder, file_name, mime_type, bytes, width, height, created_at)
       VALUES (NULL, ?, ?, 'image/png', ?, ?, ?, ?)`,
    ),
  };

  const subcategoryIds: number[][] = [];
  let totalViews = 0;

  db.transaction(() => {
    let subcategoryId = 0;
    CATEGORIES.forEach((category, index) => {
      insert.category.run(index + 1, category.th, category.en, category.icon, index + 1);
      subcategoryIds.push(
        category.subcategories.map((subcategory, subIndex) => {
          subcategoryId++;
          insert.subcategory.run(subcategoryId, index + 1, subcategory.th, subcategory.en, subIndex + 1);
          return subcategoryId;
        }),
      );
    });
    for (const degree of DEGREES) insert.degree.run(degree.id, degree.th, degree.en);

    for (const member of members) {
      const updatedAt = new Date(member.createdAt.getTime() + 3 * DAY_MS);
      insert.member.run(
        member.id,
        member.email,
        member.passwordHash,
        member.name.firstTh,
        member.name.lastTh,
        member.mobile,
        at(new Date(member.createdAt.getTime() + 7 * 60_000)),
        at(member.createdAt),
        at(updatedAt),
      );
    }

    for (const profile of profiles) {
      const updatedAt = earliest(now, new Date(profile.createdAt.getTime() + 20 * DAY_MS));
      const result = insert.profile.run({
        member_id: profile.memberId,
        ...profile.row,
        created_at: at(profile.createdAt),
        updated_at: at(updatedAt),
      });
      const profileId = Number(result.lastInsertRowid);
      profile.educations.forEach((education, index) =>
        insert.education.run(profileId, index + 1, education.school, education.degreeId, education.classOf),
      );
      profile.works.forEach((work, index) =>
        insert.work.run(profileId, index + 1, work.company, work.position, work.city, work.country),
      );
    }

    const tagIds = new Map<string, number>();
    tagNames.forEach((tag, index) => {
      insert.tag.run(
        index + 1,
        tag.name,
        tag.type,
        at(new Date(tagsCreatedAt.getTime() + index * 3_600_000)),
      );
      tagIds.set(tag.name, index + 1);
    });

    const views: { portfolioId: number; time: number }[] = [];
    for (const plan of plans) {
      const isApproved = plan.status === 'approved';
      insert.portfolio.run(
        plan.id,
        plan.memberId,
        plan.categoryIndex + 1,
        subcategoryIds[plan.categoryIndex]?.[plan.subcategoryIndex] ?? null,
        plan.title,
        plan.brief,
        plan.detail,
        plan.cover,
        plan.share,
        isApproved ? 1 : plan.status === 'pending' ? 2 : 0,
        plan.approvedAt ? at(plan.approvedAt) : null,
        plan.highlightRank,
        plan.views.length,
        at(plan.createdAt),
        at(plan.updatedAt),
      );
      plan.images.forEach((image, index) =>
        insert.portfolioImage.run(plan.id, index + 1, image.file, image.caption),
      );
      for (const tag of plan.tags) insert.portfolioTag.run(plan.id, tagIds.get(tag) ?? null);
      for (const view of plan.views) views.push({ portfolioId: plan.id, time: view.getTime() });
    }
    // Row ids follow time, as they would in a live store. Each view came from somewhere (issue 30).
    views.sort((a, b) => a.time - b.time || a.portfolioId - b.portfolioId);
    const sourceWeights = VIEW_SOURCES.map((entry) => entry.weight);
    for (const view of views) {
      const origin = VIEW_SOURCES[insightsRandom.weightedIndex(sourceWeights)];
      const shared = origin?.shared !== undefined && insightsRandom.chance(origin.shared);
      insert.view.run(view.portfolioId, at(new Date(view.time)), origin?.source ?? 'direct', shared ? 1 : 0);
    }
    totalViews = views.length;

    // The staff's decisions on the seeded work, oldest first: each waited from its creation to its approval or refusal.
    const decisions = plans
      .flatMap((plan): { plan: PortfolioPlan; outcome: 'approved' | 'refused'; decided: Date }[] =>
        plan.status === 'approved' && plan.approvedAt
          ? [{ plan, outcome: 'approved', decided: plan.approvedAt }]
          : plan.status === 'rejected'
            ? [{ plan, outcome: 'refused', decided: plan.updatedAt }]
            : [],
      )
      .sort((a, b) => a.decided.getTime() - b.decided.getTime() || a.plan.id - b.plan.id);
    for (const { plan, outcome, decided } of decisions)
      recordReview(db, {
        portfolioId: plan.id,
        revision: false,
        outcome,
        submittedAt: at(plan.createdAt),
        decidedAt: at(decided),
      });

    COLLECTION_CATEGORIES.forEach((category, index) =>
      insert.collectionCategory.run(
        index + 1,
        category.th,
        category.en,
        category.aboutTh,
        category.aboutEn,
        index + 1,
      ),
    );

    // Oldest collection first, so ids follow publication dates.
    const collectionOrder = COLLECTIONS.map((content, index) => ({
      content,
      cover: collectionCovers[index] ?? null,
      daysAgo: 6 + (COLLECTIONS.length - 1 - index) * 24 + collectionRandom.int(0, 8),
    })).sort((a, b) => b.daysAgo - a.daysAgo);
    const designersWithProfile = new Set(profiles.map((profile) => profile.memberId));
    collectionOrder.forEach(({ content, cover, daysAgo }, index) => {
      const collectionId = index + 1;
      const published = ago(daysAgo);
      insert.collection.run(
        collectionId,
        content.category + 1,
        content.th,
        content.en,
        content.descriptionTh,
        content.descriptionEn,
        cover,
        at(published).slice(0, 10),
        at(new Date(published.getTime() - 2 * DAY_MS)),
      );
      const fits = (plan: PortfolioPlan): boolean =>
        (content.focus.length === 0 || content.focus.includes(CATEGORIES[plan.categoryIndex]?.icon ?? '')) &&
        (!content.awards || plan.tags.some((tag) => AWARD_TAGS.includes(tag)));
      const preferred = collectionRandom.shuffle(approved.filter(fits));
      const others = collectionRandom.shuffle(approved.filter((plan) => !fits(plan)));
      const chosen = [...preferred, ...others].slice(0, collectionRandom.int(6, 16));
      chosen.forEach((plan, order) => insert.collectionPortfolio.run(collectionId, plan.id, order + 1));

      const designerTarget = collectionRandom.int(4, 10);
      const featured: number[] = [];
      for (const memberId of [
        ...chosen.map((plan) => plan.memberId),
        ...collectionRandom.shuffle(designers.map((designer) => designer.id)),
      ]) {
        if (featured.length >= designerTarget) break;
        if (designersWithProfile.has(memberId) && !featured.includes(memberId)) {
          featured.push(memberId);
        }
      }
      featured.forEach((memberId, order) => insert.collectionDesigner.run(collectionId, memberId, order + 1));
    });

    const pagesUpdatedAt = at(ago(30));
    for (const page of PAGES) {
      insert.page.run(page.url, page.nameTh, page.nameEn, page.detailTh, page.detailEn, pagesUpdatedAt);
    }

    // Appreciations and follows among the designers (issue 29), with no notifications: they are the past, not news.
    // The demo member appreciates and follows nobody, so that a visitor (or a test) starts from none.
    const appreciation = db.prepare(
      'INSERT INTO appreciations (member_id, portfolio_id, created_at) VALUES (?, ?, ?)',
    );
    const between = (from: Date): string =>
      at(new Date(from.getTime() + audienceRandom.float(0, 1) * (now.getTime() - from.getTime())));
    for (const plan of approved) {
      const fans = Math.min(
        designers.length - 1,
        Math.floor(Math.sqrt(plan.views.length) / 2 + audienceRandom.float(0, 3)),
      );
      const candidates = designers.filter((designer) => designer.id !== plan.memberId);
      for (const fan of audienceRandom.sample(candidates, fans))
        appreciation.run(fan.id, plan.id, between(plan.approvedAt ?? now));
    }
    const followed = db.prepare(
      'INSERT INTO follows (follower_id, designer_id, created_at) VALUES (?, ?, ?)',
    );
    // Made over the last 60 days (every member is older), so that the designers' follower charts move.
    const followsFrom = ago(VIEW_DAYS);
    for (const follower of designers) {
      const others = members.filter((member) => member.id !== follower.id);
      for (const designer of audienceRandom.sample(others, audienceRandom.int(0, 6))) {
        const since = [designer.createdAt, follower.createdAt, followsFrom].reduce((a, b) => (a > b ? a : b));
        followed.run(follower.id, designer.id, between(since));
      }
    }

    // The search log (issue 30): 60 days of keywords and counts, the demo's tags, places and titles most, and keywords
    // no work answers; what each finds is counted as api/search counts it.
    const searched = [
      ...NORMAL_TAGS,
      ...PROJECT_PLACES.map((place) => place.th),
      ...PROJECT_PLACES.slice(0, 6).map((place) => place.en),
    ];
    // English titles without their edition or place (`Modern Phin Album – Lampang`): readers type the name.
    const titles = insightsRandom
      .sample(
        approved.map((plan) => plan.title.split(' – ')[0] ?? plan.title),
        24,
      )
      .map(normaliseSearchKeyword);
    const frequent = insightsRandom.shuffle([...new Set(searched.map(normaliseSearchKeyword))]);
    const unfound = UNFOUND_KEYWORDS.map(normaliseSearchKeyword);
    // Popularity falls with rank (a few keywords make most searches); a title or a keyword that finds nothing is
    // searched now and then.
    const rarely = () => 1 / Math.pow(insightsRandom.int(6, 60), 0.8);
    const keywordWeights = new Map<string, number>([
      ...frequent.map((keyword, rank): [string, number] => [keyword, 1 / Math.pow(rank + 1, 0.8)]),
      ...[...unfound, ...titles].map((keyword): [string, number] => [keyword, rarely()]),
    ]);
    const allWeights = [...keywordWeights.values()].reduce((sum, weight) => sum + weight, 0);
    const searchesOfDay = db.prepare(
      'INSERT INTO search_daily_keywords (day, keyword, searches) VALUES (?, ?, ?)',
    );
    for (let day = VIEW_DAYS - 1; day >= 0; day--) {
      const searches = insightsRandom.int(120, 220);
      const date = bangkokDay(ago(day));
      for (const [keyword, weight] of keywordWeights) {
        const expected = (searches * weight) / allWeights;
        const count = Math.floor(expected) + (insightsRandom.chance(expected - Math.floor(expected)) ? 1 : 0);
        if (count > 0) searchesOfDay.run(date, keyword, count);
      }
    }
    for (const keyword of keywordWeights.keys())
      recordFound(db, keyword, searchPortfolioIds(db, keyword, { limit: 0, offset: 0 }).total, now);

    // Hashed last, so that adding the operator changed none of the other seeded values.
    db.prepare(
      `INSERT INTO members (id, email, password_hash, firstname_th, lastname_th, mobile_number, email_verified_at,
         created_at, updated_at, staff_role) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'operator')`,
    ).run(
      members.length + 1,
      DEMO_OPERATOR.email,
      bcrypt.hashSync(DEMO_OPERATOR.password, seededSalt(saltRandom, options.passwordHashRounds)),
      'เจ้าหน้าที่',
      'ศูนย์ออกแบบ',
      '0800000000',
      at(ago(440)),
      at(ago(440)),
      at(ago(440)),
    );

    images.finishRendering();
    for (const image of images.stored)
      insert.upload.run(
        image.folder,
        image.fileName,
        image.bytes,
        image.size?.width ?? null,
        image.size?.height ?? null,
        image.createdAt,
      );
  })();

  return {
    // The designers, the demo member and the demo operator.
    members: members.length + 1,
    portfolios: plans.length,
    approvedPortfolios: approved.length,
    views: totalViews,
    images: images.stored.length,
  };
}
