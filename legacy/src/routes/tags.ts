import type { Router } from '../http/router';
import { Input } from '../http/input';
import { HttpError } from '../http/http-error';
import { Validator } from '../http/validation';
import { optionalSession, requireOwner, requireSession, type LegacyApp } from '../app';
import { formatTimestamp } from '../clock';
import { placeholders } from '../db/sql';
import { findPortfolio, tagLinkJson, tagLinksByPortfolio } from '../portfolios/portfolios';

export const TAG_ADDED = 'Tag has been added!';
export const TAG_EXISTS = 'Tag already exist!';

/** A tag reference of a tagport body: an id, or an object carrying `id` or `tag_id`. */
function tagId(entry: unknown): number | undefined {
  if (typeof entry === 'number' || typeof entry === 'string') return new Input({ id: entry }).integer('id');
  if (typeof entry === 'object' && entry !== null) {
    const fields = new Input(entry as Record<string, unknown>);
    return fields.integer('tag_id') ?? fields.integer('id');
  }
  return undefined;
}

export function registerTagRoutes(router: Router, app: LegacyApp): void {
  const { db } = app;

  function tagsOf(portfolioId: number) {
    return (tagLinksByPortfolio(db, [portfolioId]).get(portfolioId) ?? []).map(tagLinkJson);
  }

  router.get('/api/tag', () => ({
    json: {
      status: 200,
      data: db.prepare('SELECT id, name, type FROM tags ORDER BY type, name COLLATE NOCASE').all(),
    },
  }));

  router.post('/api/tag', async (request) => {
    const input = await Input.from(request.raw, request.url);
    requireSession(app, request, input);
    new Validator(input).required('name').maxLength('name', 100).check();
    const type = input.has('type') ? input.integer('type') : 0;
    if (type !== 0 && type !== 1) {
      throw new HttpError(422, 'The type must be 0 (normal) or 1 (award).', {
        type: ['The selected type is invalid.'],
      });
    }
    const name = input.string('name').normalize('NFC');
    const created = db.transaction(() => {
      if (db.prepare('SELECT id FROM tags WHERE name = ?').get(name)) return undefined;
      const result = db
        .prepare('INSERT INTO tags (name, type, created_at) VALUES (?, ?, ?)')
        .run(name, type, formatTimestamp(app.clock()));
      return { id: Number(result.lastInsertRowid), name, type };
    })();
    if (!created) throw new HttpError(409, TAG_EXISTS);
    return { json: { status: 200, message: TAG_ADDED, data: created } };
  });

  router.post('/api/tagport', async (request) => {
    const input = await Input.from(request.raw, request.url);
    const session = requireSession(app, request, input);
    new Validator(input).required('portfolio_id').check();
    const portfolio = findPortfolio(db, input.integer('portfolio_id') ?? -1);
    if (!portfolio) throw new HttpError(404, 'Portfolio not found.');
    requireOwner(session.memberId, portfolio.member_id, 'portfolios');
    const entries = input.array('tags');
    const ids = [...new Set(entries.map(tagId))];
    if (ids.some((id) => id === undefined)) {
      throw new HttpError(422, 'Each tag must be a tag id.', { tags: ['Each tag must be a tag id.'] });
    }
    const known =
      ids.length === 0
        ? []
        : db
            .prepare<number[], { id: number }>(
              `SELECT id FROM tags WHERE id IN (${placeholders(ids.length)})`,
            )
            .all(...(ids as number[]));
    if (known.length !== ids.length) {
      throw new HttpError(422, 'The selected tags are invalid.', {
        tags: ['The selected tags are invalid.'],
      });
    }
    db.transaction(() => {
      db.prepare('DELETE FROM portfolio_tags WHERE portfolio_id = ?').run(portfolio.id);
      const insert = db.prepare('INSERT INTO portfolio_tags (portfolio_id, tag_id) VALUES (?, ?)');
      for (const id of ids) insert.run(portfolio.id, id);
    })();
    return {
      json: {
        status: 200,
        message: 'Tags have been attached!',
        data: { portfolio_id: portfolio.id, tags: tagsOf(portfolio.id) },
      },
    };
  });

  router.get('/api/tagport/{portfolio_id}', async (request) => {
    const input = await Input.from(request.raw, request.url);
    const session = optionalSession(app, request, input);
    const portfolio = findPortfolio(db, Number(request.params.portfolio_id));
    if (!portfolio || (portfolio.is_approve !== 1 && portfolio.member_id !== session?.memberId)) {
      throw new HttpError(404, 'Portfolio not found.');
    }
    return { json: { status: 200, data: { portfolio_id: portfolio.id, tags: tagsOf(portfolio.id) } } };
  });
}
