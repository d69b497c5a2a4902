import { it } from 'vitest';
import { startStack } from './bff-harness';

it('explore', async () => {
  const stack = await startStack();
  const db = stack.legacy.app.db;
  console.log(
    db
      .prepare(
        'SELECT id, project_title, cover_img_path, cover_img_share_path, is_approve, created_at FROM portfolios LIMIT 5',
      )
      .all(),
  );
  console.log(
    db.prepare("SELECT count(*) c FROM portfolios WHERE is_approve=1 AND cover_img_share_path != '-'").get(),
  );
  const b = stack.browser();
  const r = await b.graphql(
    `{ newPortfolios { id title } topRank { entries(first: 3) { rank } } categories { id } portfolios { items { id } } }`,
  );
  console.log(JSON.stringify(r).slice(0, 600));
  console.log(stack.calls);
  await stack.stop();
});
