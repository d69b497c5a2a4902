import type { FastifyInstance } from 'fastify';
import type { Urls } from '../context';
import type { LegacyClient } from '../legacy/legacy-api';
import { LegacyHttpError } from '../legacy/legacy-errors';
import { HttpProblem } from './http-problem';
import { COMPRESSION } from './compression';
import { escapeHtml } from '../html/escape-html';
import { linkPreviewTags, metaTag } from '../html/link-preview';
import { sitePaths } from '../protocol/site-addresses';
import { positiveIdOf } from '../protocol/record-id';

function plainSummary(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A short page in both languages for a portfolio that is not there (404) or was deleted (410). */
function missingPage(status: 404 | 410): string {
  const [th, en] =
    status === 410
      ? ['ผลงานนี้ถูกลบแล้ว', 'This portfolio has been deleted']
      : ['ไม่พบผลงาน', 'Portfolio not found'];
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${th} / ${en}</title></head><body><p>${th} / ${en}</p></body></html>`;
}

/**
 * `GET /share/portfolio/<id>`: what Facebook, LINE and X read when the portfolio is shared (Open Graph and
 * Twitter card tags with an absolute cover URL); people are sent on to `/detail-portfolio?id=<id>`.
 * A deleted portfolio's page says it is gone (410): its id is never given to another portfolio.
 */
export function registerSharePageRoute(
  app: FastifyInstance,
  deps: { legacy: LegacyClient; urls: Urls; publicUrl: () => string },
): void {
  app.get<{ Params: { id: string } }>(
    '/share/portfolio/:id',
    { compress: COMPRESSION },
    async (request, reply) => {
      const id = positiveIdOf(request.params.id);
      if (id === null) throw new HttpProblem(404, 'Not Found');
      const detailUrl = `${deps.publicUrl()}${sitePaths.portfolio(id)}`;
      let portfolio;
      try {
        portfolio = await deps.legacy.forRequest({ requestId: request.id }).portfolio(id);
      } catch (error) {
        if (error instanceof LegacyHttpError && (error.status === 404 || error.status === 410)) {
          return reply.code(error.status).type('text/html; charset=utf-8').send(missingPage(error.status));
        }
        throw error;
      }
      const image =
        deps.urls.image('images_cover_share', portfolio.cover_img_share_path) ??
        deps.urls.image('images_cover', portfolio.cover_img_path);
      const title = portfolio.project_title;
      const description = plainSummary(portfolio.project_brief ?? '', 200);
      const url = escapeHtml(detailUrl);
      const preview = linkPreviewTags({
        title,
        description,
        url: detailUrl,
        type: 'article',
        image: image ? { url: image } : undefined,
      });
      const body = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
${metaTag('name', 'description', description)}
${preview.join('\n')}
<link rel="canonical" href="${url}">
<meta http-equiv="refresh" content="0; url=${url}">
</head>
<body><p><a href="${url}">${escapeHtml(title)}</a></p></body>
</html>
`;
      return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
    },
  );
}
