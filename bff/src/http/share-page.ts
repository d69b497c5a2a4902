import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Urls } from '../context';
import { LegacyHttpError, type LegacyClient } from '../legacy/legacy-client';
import { HttpProblem } from './body';
import { requestIdOf } from './request-id';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function plainSummary(html: string, max: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * `GET /share/portfolio/<id>`: what Facebook and Twitter read when the portfolio is shared (Open Graph and
 * Twitter card tags with an absolute cover URL); people are sent on to `/detail-portfolio?id=<id>`.
 */
export async function handleSharePage(
  request: IncomingMessage,
  response: ServerResponse,
  deps: { legacy: LegacyClient; urls: Urls; publicUrl: string; pathname: string },
): Promise<void> {
  const id = Number(/^\/share\/portfolio\/(\d+)$/.exec(deps.pathname)?.[1]);
  if (!Number.isInteger(id) || id <= 0) throw new HttpProblem(404, 'Not Found');
  const detailUrl = `${deps.publicUrl}/detail-portfolio?id=${id}`;
  let portfolio;
  try {
    portfolio = await deps.legacy.forRequest({ requestId: requestIdOf(request) }).portfolio(id);
  } catch (error) {
    if (error instanceof LegacyHttpError && error.status === 404) {
      const body =
        '<!doctype html><html lang="th"><head><meta charset="utf-8"><title>ไม่พบผลงาน / Not found</title></head><body><p>ไม่พบผลงาน / Portfolio not found</p></body></html>';
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(body);
      return;
    }
    throw error;
  }
  const image =
    deps.urls.image('images_cover_share', portfolio.cover_img_share_path) ??
    deps.urls.image('images_cover', portfolio.cover_img_path);
  const title = escapeHtml(portfolio.project_title);
  const description = escapeHtml(plainSummary(portfolio.project_brief, 200));
  const url = escapeHtml(detailUrl);
  const imageTags = image
    ? `<meta property="og:image" content="${escapeHtml(image)}">\n<meta name="twitter:image" content="${escapeHtml(image)}">\n`
    : '';
  const body = `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="description" content="${description}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Design Portfolio">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
${imageTags}<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${description}">
<link rel="canonical" href="${url}">
<meta http-equiv="refresh" content="0; url=${url}">
</head>
<body><p><a href="${url}">${title}</a></p></body>
</html>
`;
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'public, max-age=300',
  });
  response.end(body);
}
