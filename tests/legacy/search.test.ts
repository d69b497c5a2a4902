import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setApproval } from '../../legacy/src/routes/staff';
import { searchPortfolioIds } from '../../legacy/src/search/search';
import { keywordWords } from '../../legacy/src/search/search-query';
import { newMember, startLegacy, type LegacyHarness } from './legacy-harness';

interface Listed {
  id: number;
  member_id: number;
  project_title: string;
  is_approve: number;
}

describe('search', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  async function search(keyword: string, page = 1) {
    const answer = await legacy.call('GET', '/api/search', { query: { keyword, page } });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  /** Every match of a keyword, page after page, in rank order. */
  async function allFound(keyword: string): Promise<Listed[]> {
    const found: Listed[] = [];
    const { total } = await search(keyword);
    for (let page = 1; found.length < total; page += 1)
      found.push(...((await search(keyword, page)).data as Listed[]));
    return found;
  }
  async function titlesFound(keyword: string): Promise<string[]> {
    return ((await search(keyword)).data as Listed[]).map((portfolio) => portfolio.project_title);
  }
  /** Public titles holding `text`, straight from the store. */
  function titlesHolding(text: string): string[] {
    return (
      legacy.app.db
        .prepare('SELECT project_title FROM portfolios WHERE is_approve = 1 AND instr(project_title, ?) > 0')
        .all(text) as { project_title: string }[]
    ).map((row) => row.project_title);
  }

  it('answers a ranked page of public portfolios in the shape it always had', async () => {
    const result = await search('ลำปาง');
    expect(result).toMatchObject({ status: 200, keyword: 'ลำปาง', current_page: 1, per_page: 12 });
    expect(result.count_item).toBe(result.total);
    expect(result.total).toBeGreaterThanOrEqual(titlesHolding('ลำปาง').length);
    for (const portfolio of result.data as Listed[]) expect(portfolio.is_approve).toBe(1);
  });

  it('pages through every match once, in rank order, the last page included', async () => {
    const first = await search('a');
    expect(first.total).toBeGreaterThan(24);
    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page++) {
      const result = await search('a', page);
      expect(result.data.length).toBe(page < first.last_page ? 12 : first.total - 12 * (first.last_page - 1));
      seen.push(...(result.data as Listed[]).map((portfolio) => portfolio.id));
    }
    expect(new Set(seen).size).toBe(first.total);
    expect((await search('a', first.last_page + 1)).data).toEqual([]);
  });

  it('pages across the ranked window: the newest matches by relevance, then older ones newest first, each once', () => {
    const db = legacy.app.db;
    const all = searchPortfolioIds(db, 'ลำปาง', { limit: 100, offset: 0 });
    expect(all.total).toBeGreaterThan(8);
    const window = 4;
    const seen: number[] = [];
    for (let offset = 0; offset < all.total; offset += 3) {
      const page = searchPortfolioIds(db, 'ลำปาง', { limit: 3, offset }, {}, window);
      expect(page.total).toBe(all.total);
      seen.push(...page.ids);
    }
    expect(seen.length).toBe(all.total);
    expect(new Set(seen)).toEqual(new Set(all.ids));
    // Past the window (its newest four), the rest come newest first.
    const older = seen.slice(window);
    expect(older).toEqual([...older].sort((a, b) => b - a));
  });

  it('finds work named in the other language or another way (thesaurus), after work named as typed', async () => {
    const ceramic = await titlesFound('ceramic');
    const thai = ceramic.findIndex((title) => title.includes('เซรามิก'));
    expect(thai).toBeGreaterThan(0);
    expect(ceramic.findLastIndex((title) => /ceramic/i.test(title))).toBeLessThan(thai);
    expect((await titlesFound('ลำปาง')).some((title) => title.includes('Lampang'))).toBe(true);
    // หนัง (film) finds ภาพยนตร์ (film) before หนังสือ (book), which merely begins with it.
    const film = await titlesFound('หนัง');
    const firstFilm = film.findIndex((title) => title.includes('ภาพยนตร์'));
    const firstBook = film.findIndex((title) => title.includes('หนังสือ'));
    expect(firstFilm).toBeGreaterThan(-1);
    if (firstBook !== -1) expect(firstFilm).toBeLessThan(firstBook);
  });

  it('puts the work whose title is the keyword first, spaces aside', async () => {
    expect((await titlesFound('หนังสั้นเรื่องบ้านยาย'))[0]).toBe('หนังสั้นเรื่องบ้านยาย');
    expect((await titlesFound('ห้องสมุด ชุมชน'))[0]).toBe('ห้องสมุดชุมชน');
  });

  it('finds a designer by Thai first and last name typed without a space', async () => {
    const result = await search('สมชายใจดี');
    const somchai = legacy.app.db
      .prepare(
        "SELECT COUNT(*) AS n FROM portfolios p JOIN members m ON m.id = p.member_id WHERE m.firstname_th = 'สมชาย' AND p.is_approve = 1",
      )
      .get() as { n: number };
    expect(somchai.n).toBeGreaterThan(0);
    expect(result.total).toBe(somchai.n);
  });

  it('finds Thai words typed without spaces between them', async () => {
    expect(await titlesFound('ผ้าพันคอภูเก็ต')).toContain('ผ้าพันคอย้อมสีธรรมชาติ ภูเก็ต');
  });

  it.each([
    ['ลําปาง', 'ลำปาง', 'sara am typed as nikhahit and sara aa'],
    ['เเผนที่', 'แผนที่', 'two sara e for sara ae'],
    ['ท่องเท่ียว', 'ท่องเที่ยว', 'a tone mark typed before the upper vowel'],
    ['ภาพยนต์', 'ภาพยนตร์', 'a common misspelling'],
    ['เซรามิค', 'เซรามิก', 'a loanword spelt the other way'],
    ['แอนิเมชั่น', 'แอนิเมชัน', 'a loanword spelt the other way'],
    ['คอลเลคชั่น', 'คอลเลกชัน', 'a loanword spelt the other way'],
    ['กราฟฟิก', 'กราฟิก', 'a loanword spelt the other way'],
  ])('finds %s as %s (%s)', async (typed, stored) => {
    const expected = titlesHolding(stored);
    expect(expected.length).toBeGreaterThan(0);
    const typedResult = await search(typed);
    const storedResult = await search(stored);
    expect(typedResult.total).toBe(storedResult.total);
    expect(typedResult.total).toBeGreaterThanOrEqual(expected.length);
    expect(await titlesFound(typed)).toEqual(await titlesFound(stored));
  });

  it('matches a one- or two-character Thai keyword as a whole word only', async () => {
    const found = await titlesFound('ชา');
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((title) => title.includes('ถ้วยชา'))).toBe(true);
    // ชาว (people), ธรรมชาติ (nature) and สมชาย (a name) hold ชา but are other words.
    const all = (await search('ชา')).total;
    expect(all).toBe(found.length);
    for (const title of found) expect(title).not.toMatch(/ชาว|ธรรมชาติ/);
    expect(titlesHolding('ชาว').length).toBeGreaterThan(0);
    expect(titlesHolding('ธรรมชาติ').length).toBeGreaterThan(0);
    const designers = (await legacy.call('GET', '/api/search-designers', { query: { keyword: 'ชา' } })).body;
    expect(designers.data).toEqual([]);
  });

  it('puts title matches before brief-only matches, and work matching every word before work matching some', async () => {
    const result = await search('แผนที่');
    const titles = (result.data as Listed[]).map((portfolio) => portfolio.project_title);
    const firstWithout = titles.findIndex((title) => !title.includes('แผนที่'));
    const lastWith = titles.findLastIndex((title) => title.includes('แผนที่'));
    if (firstWithout !== -1) expect(lastWith).toBeLessThan(firstWithout);
    const both = await titlesFound('แผนที่ สกลนคร');
    expect(both[0]).toBe('แผนที่ภาพประกอบเมืองเก่า สกลนคร');
    // A word nothing holds leaves the work matching the other word.
    const one = await titlesFound('แผนที่ zzzznothing');
    expect(one.length).toBeGreaterThan(0);
    for (const title of one) expect(title).toContain('แผนที่');
    // The pieces of one unknown Thai word are found together or not at all.
    expect((await search('ควอนตัม')).total).toBe(0);
  });

  it('corrects a misspelt word, finds what the correction finds and offers it ("did you mean")', async () => {
    const correct = await search('ท่องเที่ยว');
    expect(correct.did_you_mean).toBeNull();
    const ids = (body: { data: Listed[] }) => body.data.map((portfolio) => portfolio.id);
    // Everyday Thai mistakes: a tone mark missing, ใ for ไ, ธ for ท; English one and two letters off.
    for (const [typo, meant] of <[string, string][]>[
      ['ท่องเทียว', 'ท่องเที่ยว'],
      ['ผ้าใหม', 'ผ้าไหม'],
      ['พิพิทภัณฑ์', 'พิพิธภัณฑ์'],
      ['scuplture', 'sculpture'],
      ['archtecure', 'architecture'],
    ]) {
      const found = await search(typo);
      expect(found.did_you_mean, typo).toBe(meant);
      const corrected = await search(meant);
      expect(corrected.total, typo).toBeGreaterThan(0);
      expect(ids(found), typo).toEqual(expect.arrayContaining(ids(corrected)));
    }
    // A word nothing is close to finds nothing, and offers nothing.
    const nothing = await search('ท่องxxยว');
    expect(nothing.total).toBe(0);
    expect(nothing.did_you_mean).toBeNull();
  });

  it('corrects to a word readers write, not to a part of one (เซรามค: เซรามิก, not เซรามิ)', async () => {
    const found = await search('เซรามค');
    expect(found.did_you_mean).toBe('เซรามิก');
    expect(found.total).toBe((await search('เซรามิก')).total);
  });

  it('puts what the correction finds first when the keyword’s words are found only inside longer ones, then what it finds as typed', async () => {
    const ids = (body: { data: Listed[] }) => body.data.map((portfolio) => portfolio.id);
    // ผ้าใหม: no record holds ใหม as a word, only inside ใหม่ (new) and เชียงใหม่; the correction ผ้าไหม (silk) is held.
    const holdsBoth = legacy.app.db.prepare(
      `SELECT 1 FROM search_portfolio_text WHERE rowid = ?
       AND instr(concat(title, tags, designers, brief), 'ผ้า') > 0 AND instr(concat(title, tags, designers, brief), 'ใหม') > 0`,
    );
    const found = await search('ผ้าใหม');
    expect(found.did_you_mean).toBe('ผ้าไหม');
    const silk = ids(await search('ผ้าไหม'));
    expect(silk.length).toBeGreaterThan(0);
    expect(ids(found).slice(0, silk.length)).toEqual(silk);
    // The keyword as typed still finds its work after them.
    const all = (await allFound('ผ้าใหม')).map((portfolio) => portfolio.id);
    expect(all.slice(silk.length).filter((id) => holdsBoth.get(id) !== undefined).length).toBeGreaterThan(0);
    expect(found.total).toBe(all.length);
  });

  it('after work matching every word, shows work holding the rarest word, not work holding a common one alone', async () => {
    const holds = legacy.app.db.prepare(
      `SELECT 1 FROM search_portfolio_text WHERE rowid = ? AND (instr(concat(title, tags, brief), 'กระจูด') > 0
       OR instr(concat(title, tags, brief), 'krajood') > 0)`,
    );
    const found = await search('กระจูด design');
    expect(found.total).toBeGreaterThan(0);
    // "design" alone is in a great part of the store; none of that is shown.
    expect((await search('design')).total).toBeGreaterThan(found.total * 5);
    for (const portfolio of found.data as Listed[]) expect(holds.get(portfolio.id)).toBeDefined();
  });

  it('after work matching every word, shows no work without the keyword’s number (a year qualifies its words)', async () => {
    const holds = legacy.app.db.prepare(
      `SELECT 1 FROM search_portfolio_text WHERE rowid = ? AND instr(concat(title, tags, brief), '2024') > 0`,
    );
    const found = await search('DEmark 2024');
    expect(found.total).toBeGreaterThan(0);
    // Other years' DEmark work exists, and is not listed after 2024's.
    expect((await search('DEmark')).total).toBeGreaterThan(found.total);
    for (const portfolio of found.data as Listed[]) expect(holds.get(portfolio.id)).toBeDefined();
  });

  it('after work matching every word, shows other work of the kind named, and a word found only inside a longer one last', async () => {
    const text = legacy.app.db.prepare<[number], { text: string }>(
      "SELECT concat_ws(' ', title, tags, brief) AS text FROM search_portfolio_text WHERE rowid = ?",
    );
    const filmForms = ['หนัง', 'ภาพยนตร์', 'film', 'movie', 'cinema'];
    const namesFilm = (id: number) => filmForms.some((form) => text.get(id)!.text.includes(form));
    // ทดลอง (experimental) is in many briefs that have nothing to do with film.
    const experimental = ((await search('ทดลอง')).data as Listed[]).map((portfolio) => portfolio.id);
    expect(experimental.some((id) => !namesFilm(id))).toBe(true);

    const found = await allFound('หนัง ทดลอง');
    const titles = found.map((portfolio) => portfolio.project_title);
    expect(titles[0]).toContain('ทดลอง');
    // Other films follow the experimental ones; work that only says ทดลอง does not.
    for (const portfolio of found) expect(namesFilm(portfolio.id)).toBe(true);
    // A book (หนังสือ) holds หนัง and ทดลอง, but names no film: it comes after every film.
    const firstBook = titles.findIndex((title) => title.includes('หนังสือ'));
    const lastFilm = titles.findLastIndex((title) => /ภาพยนตร์|หนังสั้น|film/i.test(title));
    expect(lastFilm).toBeGreaterThan(2);
    if (firstBook !== -1) expect(lastFilm).toBeLessThan(firstBook);
  });

  it('follows a keyword of kinds alone with no work of only one of them, and an English word with no longer word', async () => {
    const text = legacy.app.db.prepare<[number], { text: string }>(
      "SELECT concat_ws(' ', title, tags, designers, brief) AS text FROM search_portfolio_text WHERE rowid = ?",
    );
    const ids = async (keyword: string) => (await allFound(keyword)).map((portfolio) => portfolio.id);
    // ผ้า คราม (indigo cloth): other cloth, and other indigo, are only its broader groups.
    const indigoCloth = await ids('ผ้า คราม');
    expect(indigoCloth.length).toBeGreaterThan(0);
    const indigo = await ids('คราม');
    for (const id of indigoCloth) expect(indigo).toContain(id);
    expect((await ids('ผ้า')).length).toBeGreaterThan(indigoCloth.length);
    // "lamp" finds lamps; the work from Lampang holds it only inside a longer word.
    const lamps = await ids('lamp');
    expect(lamps.length).toBeGreaterThan(0);
    for (const id of lamps) expect(text.get(id)!.text).toMatch(/\blamps?\b|โคมไฟ/);
    expect((await search('lampang')).total).toBeGreaterThan(0);
    // The words it derives are its own: "wood" finds woodcraft and wooden work.
    const wood = await ids('wood');
    expect(
      wood.some(
        (id) => /\bwood(craft|en)\b/.test(text.get(id)!.text) && !/\bwoods?\b/.test(text.get(id)!.text),
      ),
    ).toBe(true);
    // A word still being typed is found inside the longer ones.
    expect((await search('illustr')).total).toBeGreaterThan(0);
  });

  it('finds work by its category and subcategory names, in Thai and English, and follows a move or a rename', async () => {
    const db = legacy.app.db;
    const furniture = db
      .prepare<[], { id: number; category_id: number }>(
        "SELECT id, category_id FROM subcategories WHERE name_en = 'Furniture Design'",
      )
      .get()!;
    // Public work that says nothing of furniture, filed elsewhere.
    const work = db
      .prepare<[number], { id: number; category_id: number; subcategory_id: number }>(
        `SELECT p.id, p.category_id, p.subcategory_id FROM portfolios p JOIN search_portfolio_text t ON t.rowid = p.id
         WHERE p.is_approve = 1 AND p.subcategory_id != ? AND instr(lower(concat(t.title, t.tags, t.brief)), 'furniture') = 0
           AND instr(concat(t.title, t.tags, t.brief), 'เฟอร์นิเจอร์') = 0
         ORDER BY p.id LIMIT 1`,
      )
      .get(furniture.id)!;
    const everyId = async (keyword: string) => (await allFound(keyword)).map((portfolio) => portfolio.id);
    const filed = await everyId('furniture');
    expect(filed.length).toBeGreaterThan(0);
    expect(filed).not.toContain(work.id);
    const move = db.prepare('UPDATE portfolios SET category_id = ?, subcategory_id = ? WHERE id = ?');
    const rename = db.prepare('UPDATE subcategories SET name_en = ? WHERE id = ?');
    move.run(furniture.category_id, furniture.id, work.id);
    try {
      expect(await everyId('furniture')).toContain(work.id);
      expect(await everyId('ออกแบบเฟอร์นิเจอร์')).toContain(work.id);
      // Named only by its subcategory, it ranks after work whose own words say furniture.
      const ranked = await everyId('furniture');
      expect(ranked.indexOf(work.id)).toBeGreaterThan(0);
      rename.run('Furniture and Joinery Design', furniture.id);
      expect(await everyId('joinery')).toContain(work.id);
    } finally {
      rename.run('Furniture Design', furniture.id);
      move.run(work.category_id, work.subcategory_id, work.id);
    }
    expect(await everyId('joinery')).toEqual([]);
    expect(await everyId('furniture')).not.toContain(work.id);
  });

  it('reads full-width Latin, Thai digits and invisible characters as the stored text', async () => {
    const ids = async (keyword: string) =>
      ((await search(keyword)).data as Listed[]).map((portfolio) => portfolio.id);
    const plain = await ids('DEmark 2025');
    expect(plain.length).toBeGreaterThan(0);
    expect(await ids('ＤＥｍａｒｋ ２０２５')).toEqual(plain);
    expect(await ids('DEmark ๒๐๒๕')).toEqual(plain);
    // A dash typed between the words is no word to look for.
    expect(await ids('DEmark – 2025')).toEqual(plain);
    const pasted = await ids('ผักตบ\u200bชวา');
    expect(pasted).toEqual(await ids('ผักตบชวา'));
    expect(await ids('ผักตบ\u2060ชวา\u200e')).toEqual(pasted);
  });

  it('reads a year in either era, beside its era’s name or not, and never a number one edit from another', async () => {
    const ids = async (keyword: string) =>
      ((await allFound(keyword)) as Listed[]).map((portfolio) => portfolio.id).sort((a, b) => a - b);
    const commonEra = await ids('2025');
    expect(commonEra.length).toBeGreaterThan(0);
    // 2568 in the Buddhist era is 2025: the same work, whichever the reader types and whatever era word is beside it.
    expect(await ids('2568')).toEqual(commonEra);
    expect(await ids('พ.ศ. 2568')).toEqual(commonEra);
    expect(await ids('2025 CE')).toEqual(commonEra);
    expect(await ids('DEmark พ.ศ. 2568')).toEqual(await ids('DEmark 2025'));
    // No work says 2023 in either era: a year one digit from 2025 finds nothing, and offers no correction.
    const held = legacy.app.db.prepare(
      `SELECT 1 FROM search_portfolio_text WHERE instr(concat(title, tags, designers, brief), ?) > 0 LIMIT 1`,
    );
    expect(held.get('2023') ?? held.get('2566')).toBeUndefined();
    const nothing = await search('2023');
    expect(nothing).toMatchObject({ total: 0, did_you_mean: null });
  });

  it('finds a designer’s work with a title typed before the name, joined or apart, and keeps a word that finds work as typed', async () => {
    const ids = async (keyword: string) =>
      (await allFound(keyword)).map((portfolio) => portfolio.id).sort((a, b) => a - b);
    const byName = await ids('สมชาย ใจดี');
    expect(byName.length).toBeGreaterThan(0);
    for (const keyword of [
      'คุณสมชาย ใจดี',
      'นายสมชาย ใจดี',
      'ดร.สมชาย ใจดี',
      'ผศ.ดร.สมชาย ใจดี',
      'อาจารย์ สมชาย ใจดี',
    ])
      expect(await ids(keyword), keyword).toEqual(byName);
    expect(await ids('Dr. Somchai Jaidee')).toEqual(await ids('Somchai Jaidee'));
    // The header's designer suggestions read titles the same way.
    const designers = await legacy.call('GET', '/api/search-designers', { query: { keyword: 'คุณสมชายใจดี' } });
    expect(designers.body.data[0]).toMatchObject({ firstname_th: 'สมชาย', lastname_th: 'ใจดี' });
    // คุณภาพ (quality) begins with คุณ, but ภาพ is no designer's name: it is searched as typed, never as ภาพ.
    const holding = legacy.app.db
      .prepare(
        `SELECT COUNT(*) FROM search_portfolio_text WHERE instr(concat(title, tags, designers, brief), 'คุณภาพ') > 0`,
      )
      .pluck()
      .get();
    expect((await search('คุณภาพ')).total).toBe(holding);
    expect((await search('ภาพ')).total).toBeGreaterThan(0);
  });

  it('finds a region’s work in its provinces and their districts, and not in another region’s', async () => {
    const ids = async (keyword: string) => (await allFound(keyword)).map((portfolio) => portfolio.id);
    const idsOf = async (keyword: string) => (await ids(keyword)).sort((a, b) => a - b);
    // Ubon Ratchathani is in the northeast, Amphawa a district of Samut Songkhram in the central region, Phuket in the south.
    const ubon = await ids('อุบลราชธานี');
    const amphawa = await ids('อัมพวา');
    const phuket = await ids('phuket');
    for (const found of [ubon, amphawa, phuket]) expect(found.length).toBeGreaterThan(0);
    const northeast = await idsOf('ภาคอีสาน');
    expect(northeast).toEqual(expect.arrayContaining(ubon));
    expect(await idsOf('northeastern thailand')).toEqual(northeast);
    expect(await ids('ภาคกลาง')).toEqual(expect.arrayContaining(amphawa));
    expect(await ids('ภาคใต้')).toEqual(expect.arrayContaining(phuket));
    // The north is not the south: Phuket's work (none of which names a northern place) is not the north's.
    const north = await ids('ภาคเหนือ');
    expect(north.length).toBeGreaterThan(0);
    expect(phuket.filter((id) => north.includes(id))).toEqual([]);
  });

  it('finds a decade whichever way it is written: ยุค 80, ทศวรรษ 1980, 1980s, 80s', async () => {
    const work = (await allFound('DEmark 2025'))[0]!;
    const retitle = legacy.app.db.prepare('UPDATE portfolios SET project_title = ? WHERE id = ?');
    retitle.run(`${work.project_title} ยุค 80`, work.id);
    try {
      for (const keyword of ['ยุค 80', 'ยุค80', 'ทศวรรษ 1980', '1980s', '80s', "'80s"])
        expect(
          (await allFound(keyword)).map((portfolio) => portfolio.id),
          keyword,
        ).toContain(work.id);
      // Another decade is not the 1980s.
      expect((await allFound('1990s')).map((portfolio) => portfolio.id)).not.toContain(work.id);
    } finally {
      retitle.run(work.project_title, work.id);
    }
  });

  it('finds designers with public work by name or brand, best first, at most 8', async () => {
    const answer = await legacy.call('GET', '/api/search-designers', { query: { keyword: 'สมชายใจดี' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toMatchObject({ firstname_th: 'สมชาย', lastname_th: 'ใจดี' });
    const somchai = answer.body.data[0];
    expect(somchai.portfolio_amount).toBeGreaterThan(0);
    const page = await legacy.call('GET', '/api/get-portfolio-design', {
      query: { member_id: somchai.member_id },
    });
    expect(somchai.profile).toEqual(page.body.designer.profile);
    const byBrand = await legacy.call('GET', '/api/search-designers', {
      query: { keyword: somchai.profile.brand_name.toUpperCase() },
    });
    expect(byBrand.body.data.map((designer: { member_id: number }) => designer.member_id)).toContain(
      somchai.member_id,
    );
    const many = await legacy.call('GET', '/api/search-designers', { query: { keyword: 'a' } });
    expect(many.body.data.length).toBeLessThanOrEqual(8);
  });

  it('finds tags of public work with their number of public portfolios, at most 10', async () => {
    const answer = await legacy.call('GET', '/api/search-tags', { query: { keyword: 'เซรามิค' } });
    expect(answer.status).toBe(200);
    const tag = answer.body.data[0];
    expect(tag).toMatchObject({ name: 'เซรามิก', type: 0 });
    const byTag = await legacy.call('GET', '/api/get-portfolio-by-id-tag', { query: { id: tag.id } });
    expect(tag.portfolio_count).toBe(byTag.body.total);
    const awards = await legacy.call('GET', '/api/search-tags', { query: { keyword: 'award' } });
    expect(awards.body.data.length).toBeGreaterThan(0);
    expect(awards.body.data.length).toBeLessThanOrEqual(10);
    for (const award of awards.body.data) expect(award.portfolio_count).toBeGreaterThan(0);
    // A tag no public portfolio carries is not suggested.
    await legacy.call('POST', '/api/tag', {
      token: (await newMember(legacy)).token,
      body: { name: 'แท็กไม่มีผลงานเลย' },
    });
    expect(
      (await legacy.call('GET', '/api/search-tags', { query: { keyword: 'แท็กไม่มีผลงาน' } })).body.data,
    ).toEqual([]);
  });

  it('answers empty keywords and punctuation with nothing', async () => {
    for (const path of ['/api/search-designers', '/api/search-tags']) {
      expect((await legacy.call('GET', path, { query: { keyword: '' } })).body).toEqual({
        status: 200,
        data: [],
      });
      expect((await legacy.call('GET', path, { query: { keyword: '"*' } })).body).toEqual({
        status: 200,
        data: [],
      });
    }
    expect((await search('" OR *')).total).toBe(0);
  });

  it('searches a pasted wall of text by its first 8 words of at most 64 characters', async () => {
    expect(keywordWords(`${'ก'.repeat(3000)} ${'ข '.repeat(20)}`)).toEqual([
      'ก'.repeat(64),
      ...Array.from({ length: 7 }, () => 'ข'),
    ]);
    // 1,500 of one Thai letter in the address (3,000 held the search thread for 10 s in process): nothing found,
    // and the API answers.
    expect((await search('ก'.repeat(1500))).total).toBe(0);
    // Its first 64 characters are searched: the scarves it begins with are still found.
    const scarves = await titlesFound(`ผ้าพันคอย้อมสีธรรมชาติ${'ก'.repeat(1400)}`);
    expect(scarves[0]).toContain('ผ้าพันคอย้อมสีธรรมชาติ');
    const tags = await legacy.call('GET', '/api/search-tags', { query: { keyword: 'ก'.repeat(1500) } });
    expect(tags.body).toEqual({ status: 200, data: [] });
  });
});

describe('search follows every write at once', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  async function foundIds(keyword: string, categoryId?: number): Promise<number[]> {
    const query: Record<string, string | number> =
      categoryId === undefined ? { keyword } : { keyword, category_id: categoryId };
    const answer = await legacy.call('GET', '/api/search', { query });
    return (answer.body.data as Listed[]).map((portfolio) => portfolio.id);
  }
  /** Every tag's kept count of public portfolios equals a count made now. */
  function expectTagCountsTrue(): void {
    const db = legacy.app.db;
    const kept = db.prepare('SELECT tag_id, portfolios FROM tag_public_counts ORDER BY tag_id').all();
    const counted = db
      .prepare(
        `SELECT t.id AS tag_id, (SELECT COUNT(*) FROM portfolio_tags pt JOIN portfolios p ON p.id = pt.portfolio_id
                                  WHERE pt.tag_id = t.id AND p.is_approve = 1) AS portfolios
         FROM tags t ORDER BY t.id`,
      )
      .all();
    expect(kept).toEqual(counted);
  }
  async function designersFound(keyword: string): Promise<number[]> {
    const answer = await legacy.call('GET', '/api/search-designers', { query: { keyword } });
    return answer.body.data.map((designer: { member_id: number }) => designer.member_id);
  }

  it('creates, approves, edits, tags, renames and deletes', async () => {
    const owner = await newMember(legacy);
    const profile = await legacy.call('POST', '/api/profile', {
      token: owner.token,
      body: {
        firstname_th: 'ปัณณวัฒน์',
        lastname_th: 'ศรีวิไลกุล',
        firstname_en: 'Pannawat',
        lastname_en: 'Sriwilaikul',
        email: owner.email,
        domain_name: 'pannawat-search',
      },
    });
    expect(profile.status).toBe(200);
    const subcategory = (await legacy.call('GET', '/api/subcategory')).body.data[0];
    const body = {
      category_id: subcategory.category_id,
      subcategory_id: subcategory.id,
      project_title: 'โคมไฟกะลาแกะสลักควอนตัม',
      project_brief: 'งานทดลองวัสดุเหลือใช้',
      detail: '<p>รายละเอียด</p>',
    };
    const created = await legacy.call('POST', '/api/portfolio', { token: owner.token, body });
    expect(created.status).toBe(200);
    const id = created.body.data.portfolio_id as number;

    // Pending work is not searchable; approval (the operator's command) makes it so.
    expect(await foundIds('ควอนตัม')).toEqual([]);
    expect(await designersFound('ปัณณวัฒน์')).toEqual([]);
    // Counting per filter value has read the public work before this one was published, and has counted a word of
    // its title; a search narrowed to its category has listed the category's public work…
    await legacy.call('GET', '/api/search', { query: { keyword: 'ผ้า', facets: 1 } });
    const lampsIn = async (category: number): Promise<number> => {
      const answer = await legacy.call('GET', '/api/search', { query: { keyword: 'โคมไฟ', facets: 1 } });
      const counts = answer.body.facets.categories as { id: number; count: number }[];
      return counts.find((count) => count.id === category)?.count ?? 0;
    };
    const lampsBefore = await lampsIn(subcategory.category_id);
    expect(await foundIds('ควอนตัม', subcategory.category_id)).toEqual([]);
    setApproval(legacy.dataDir, id, 'approve');
    expect(await foundIds('ควอนตัม')).toEqual([id]);
    expect(await foundIds('ควอนตัม', subcategory.category_id)).toEqual([id]);
    // …and counts it at once, in its category.
    const counted = await legacy.call('GET', '/api/search', { query: { keyword: 'ควอนตัม', facets: 1 } });
    expect(counted.body.facets.categories).toEqual([{ id: subcategory.category_id, count: 1 }]);
    expect(await lampsIn(subcategory.category_id)).toBe(lampsBefore + 1);
    expect(await foundIds('ปัณณวัฒน์ศรีวิไลกุล')).toEqual([id]);
    expect(await designersFound('ปัณณวัฒน์')).toEqual([owner.memberId]);

    // An edit goes back to pending (out of search); approved again, the new title is found, the old is not.
    const edited = await legacy.call('PUT', `/api/portfolio/${id}`, {
      token: owner.token,
      body: { ...body, project_title: 'โคมไฟกะลาแกะสลักนิวตริโน' },
    });
    expect(edited.status).toBe(200);
    expect(await foundIds('นิวตริโน')).toEqual([]);
    setApproval(legacy.dataDir, id, 'approve');
    expect(await foundIds('นิวตริโน')).toEqual([id]);
    expect(await foundIds('ควอนตัม')).toEqual([]);

    // A new tag, attached to it.
    const member = await newMember(legacy);
    const tag = await legacy.call('POST', '/api/tag', { token: member.token, body: { name: 'ไคเนติกอาร์ต' } });
    expect(tag.status).toBe(200);
    expect(await foundIds('ไคเนติก')).toEqual([]);
    const attached = await legacy.call('POST', '/api/tagport', {
      token: owner.token,
      body: { portfolio_id: id, tags: [tag.body.data.id] },
    });
    expect(attached.status).toBe(200);
    expect(await foundIds('ไคเนติก')).toEqual([id]);
    expectTagCountsTrue();
    const tags = await legacy.call('GET', '/api/search-tags', { query: { keyword: 'ไคเนติก' } });
    expect(tags.body.data).toEqual([
      { id: tag.body.data.id, name: 'ไคเนติกอาร์ต', type: 0, portfolio_count: 1 },
    ]);

    // The designer renames themself.
    const profileId = profile.body.profile_id;
    const renamed = await legacy.call('POST', '/api/update-profile', {
      token: owner.token,
      body: {
        id: profileId,
        name_th: 'ภูริณัฐฌาน',
        last_th: 'ศรีวิไลกุล',
        name_en: 'Thanapat',
        last_en: 'Sriwilaikul',
        email: owner.email,
        domain_name: 'pannawat-search',
      },
    });
    expect(renamed.status).toBe(200);
    expect(await foundIds('ภูริณัฐฌาน')).toEqual([id]);
    expect(await foundIds('thanapat')).toEqual([id]);
    expect(await designersFound('ภูริณัฐฌาน')).toEqual([owner.memberId]);
    expect(await designersFound('pannawat')).toEqual([]);

    // Taken down and made public again: the tag's count follows.
    setApproval(legacy.dataDir, id, 'reject');
    expectTagCountsTrue();
    setApproval(legacy.dataDir, id, 'approve');
    expectTagCountsTrue();

    // Deleted: gone from every search.
    expect((await legacy.call('DELETE', `/api/portfolio/${id}`, { token: owner.token })).status).toBe(200);
    expectTagCountsTrue();
    expect(await foundIds('นิวตริโน')).toEqual([]);
    expect(await designersFound('ภูริณัฐฌาน')).toEqual([]);
    expect(
      (await legacy.call('GET', '/api/search-tags', { query: { keyword: 'ไคเนติก' } })).body.data,
    ).toEqual([]);
  });
});

describe('narrowing a search down', () => {
  let legacy: LegacyHarness;

  beforeAll(async () => {
    legacy = await startLegacy();
  });
  afterAll(async () => {
    await legacy.stop();
  });

  async function search(query: Record<string, string | number>) {
    const answer = await legacy.call('GET', '/api/search', { query });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  const idsOf = (body: { data: Listed[] }) => body.data.map((portfolio) => portfolio.id);
  function portfolio(id: number) {
    return legacy.app.db
      .prepare(
        `SELECT category_id, subcategory_id, view_count, approved_at,
                strftime('%Y', approved_at, '+7 hours') AS year FROM portfolios WHERE id = ?`,
      )
      .get(id) as {
      category_id: number;
      subcategory_id: number;
      view_count: number;
      approved_at: string;
      year: string;
    };
  }

  it('counts the matches per category, subcategory, award and year, each as the other filters leave them', async () => {
    const all = await search({ keyword: 'ผ้า', facets: 1 });
    const { categories, awards, years, subcategories } = all.facets;
    expect(subcategories).toEqual([]);
    expect(categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(all.total);
    expect(years.reduce((sum: number, y: { count: number }) => sum + y.count, 0)).toBe(all.total);
    const [top] = categories;
    const narrowed = await search({ keyword: 'ผ้า', facets: 1, category_id: top.id });
    // Every match shown is in the category, and there are as many as its count said.
    expect(narrowed.total).toBe(top.count);
    for (const id of idsOf(narrowed)) expect(portfolio(id).category_id).toBe(top.id);
    // The categories' counts stay those of the keyword alone; the subcategories are the chosen category's.
    expect(narrowed.facets.categories).toEqual(categories);
    expect(
      narrowed.facets.subcategories.reduce((sum: number, s: { count: number }) => sum + s.count, 0),
    ).toBe(top.count);
    // An award's count is what choosing it gives.
    const design = await search({ keyword: 'design', facets: 1 });
    const [award] = design.facets.awards;
    expect(award).toBeDefined();
    const withAward = await search({ keyword: 'design', award: award.id });
    expect(withAward.total).toBe(award.count);
    expect(awards.length).toBeGreaterThanOrEqual(0);
    // A chosen value the other filters leave nothing to is still listed, with 0, so that the page can name it.
    const awarded = (await search({ keyword: 'design', facets: 1, award: award.id })).facets.categories.map(
      (c: { id: number }) => c.id,
    );
    const other = (legacy.app.db.prepare('SELECT id FROM categories').all() as { id: number }[]).find(
      (c) => !awarded.includes(c.id),
    )!.id;
    const none = await search({ keyword: 'design', facets: 1, award: award.id, category_id: other });
    expect(none.total).toBe(0);
    expect(none.facets.categories).toContainEqual({ id: other, count: 0 });
    // A year filter keeps the work published that year (Bangkok time).
    const [year] = years;
    const inYear = await search({ keyword: 'ผ้า', year: year.year });
    expect(inYear.total).toBe(year.count);
    for (const id of idsOf(inYear)) expect(Number(portfolio(id).year)).toBe(year.year);
  });

  it('sorts by the newest approval or the most views, work matching every word first', async () => {
    const newest = await search({ keyword: 'ลำปาง', sort: 'newest' });
    const byViews = await search({ keyword: 'ลำปาง', sort: 'views' });
    const relevance = await search({ keyword: 'ลำปาง' });
    expect(newest.total).toBe(relevance.total);
    expect(byViews.total).toBe(relevance.total);
    const approved = idsOf(newest).map((id) => portfolio(id).approved_at);
    expect(approved).toEqual([...approved].sort().reverse());
    const views = idsOf(byViews).map((id) => portfolio(id).view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    // Every page once, whatever the order.
    const seen: number[] = [];
    for (let page = 1; page <= newest.last_page; page++)
      seen.push(...idsOf(await search({ keyword: 'ลำปาง', sort: 'newest', page })));
    expect(new Set(seen).size).toBe(newest.total);
  });

  it('follows the searching connection’s own writes too, when searches run on the writer’s connection', () => {
    // Searching inline (no search threads) reads through the connection that writes: a narrowed search keeps the
    // rows its filters allow between searches, and must see the writer's own change at once.
    const db = legacy.app.db;
    const work = db
      .prepare(
        `SELECT p.id, p.project_title AS title, p.category_id AS category, p.subcategory_id AS subcategory,
                s.id AS otherSubcategory, s.category_id AS otherCategory
         FROM portfolios p JOIN subcategories s ON s.category_id != p.category_id
         WHERE p.is_approve = 1 ORDER BY p.id LIMIT 1`,
      )
      .get() as {
      id: number;
      title: string;
      category: number;
      subcategory: number;
      otherSubcategory: number;
      otherCategory: number;
    };
    const found = () =>
      searchPortfolioIds(
        db,
        work.title,
        { limit: 50, offset: 0 },
        { filters: { categoryId: work.otherCategory } },
      ).ids;
    expect(found()).not.toContain(work.id);
    const move = db.prepare('UPDATE portfolios SET category_id = ?, subcategory_id = ? WHERE id = ?');
    move.run(work.otherCategory, work.otherSubcategory, work.id);
    try {
      expect(found()).toContain(work.id);
    } finally {
      move.run(work.category, work.subcategory, work.id);
    }
    expect(found()).not.toContain(work.id);
  });

  it('refuses a malformed filter or sort with 400 and says which', async () => {
    const subcategoryElsewhere = legacy.app.db
      .prepare(
        'SELECT s.id, c.id AS category FROM subcategories s JOIN categories c ON c.id != s.category_id LIMIT 1',
      )
      .get() as { id: number; category: number };
    const normalTag = legacy.app.db.prepare('SELECT id FROM tags WHERE type = 0 LIMIT 1').get() as {
      id: number;
    };
    for (const [query, field] of [
      [{ category_id: 'one' }, 'category_id'],
      [
        { subcategory_id: subcategoryElsewhere.id, category_id: subcategoryElsewhere.category },
        'subcategory_id',
      ],
      [{ award: normalTag.id }, 'award'],
      [{ year: 1890 }, 'year'],
      [{ sort: 'random' }, 'sort'],
    ] as const) {
      const answer = await legacy.call('GET', '/api/search', { query: { keyword: 'ผ้า', ...query } });
      expect(answer.status, field).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), field).toContain(field);
    }
  });
});
