import type { Router } from '../http/router';
import type { LegacyApp } from '../app';
import { findPortfolio } from '../portfolios/portfolios';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text of at most `max` characters for a description tag. */
function summary(text: string, max: number): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain;
}

export function registerShareRoutes(router: Router, app: LegacyApp): void {
  router.get('/api/share-facebook/{id}', (request) => {
    const portfolio = findPortfolio(app.db, Number(request.params.id));
    if (!portfolio || portfolio.is_approve !== 1) {
      return {
        status: 404,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><html lang="th"><head><meta charset="utf-8"><title>Not Found</title></head><body><p>ไม่พบผลงาน / Portfolio not found</p></body></html>',
      };
    }
    const detailUrl = `${app.config.siteUrl}/detail-portfolio?id=${portfolio.id}`;
    const image =
      portfolio.cover_img_share_path !== '-'
        ? `${app.imageBaseUrl()}/images_cover_share/${portfolio.cover_img_share_path}`
        : portfolio.cover_img_path !== '-'
          ? `${app.imageBaseUrl()}/images_cover/${portfolio.cover_img_path}`
          : undefined;
    const title = escapeHtml(portfolio.project_title);
    const description = escapeHtml(summary(portfolio.project_brief, 200));
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
    return { contentType: 'text/html; charset=utf-8', body };
  });
}
