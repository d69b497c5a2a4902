import type { LegacyApp, LegacyRouter } from '../app';
import { idParams } from '../contract/common';
import { findPortfolio, wasDeleted } from '../portfolios/portfolios';
import { siteLinks } from '../http/site-links';

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

/** A small HTML page for a share link that leads nowhere. */
function missingPage(status: 404 | 410) {
  const [title, text] =
    status === 410
      ? ['Gone', 'ผลงานนี้ถูกลบแล้ว / This portfolio has been deleted.']
      : ['Not Found', 'ไม่พบผลงาน / Portfolio not found'];
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="th"><head><meta charset="utf-8"><title>${title}</title></head><body><p>${text}</p></body></html>`,
  };
}

/** The share page of a portfolio, with the Open Graph tags social networks read. */
export function registerShareRoutes(router: LegacyRouter, app: LegacyApp): void {
  router.get(
    '/api/share-facebook/{id}',
    {
      session: 'none',
      contract: {
        tag: 'share',
        summary: 'The share page of an approved portfolio, with the tags social networks read.',
        description: 'An id not written in plain digits is refused as everywhere: JSON 400 naming `id`.',
        params: idParams('id'),
        media: {
          type: 'text/html',
          description:
            'A page with `og:title`, `og:description`, `og:image` (the share cover, else the cover), `og:url`, ' +
            'Twitter card tags and a refresh to the portfolio on the site. An HTML page too, 404 for a portfolio ' +
            'that is not approved or does not exist, 410 for a deleted one.',
        },
      },
    },
    ({ params }) => {
      // The contract lets through only an id written in plain digits.
      const id = Number(params.id);
      const portfolio = findPortfolio(app.db, id);
      if (!portfolio) return missingPage(wasDeleted(app.db, id) ? 410 : 404);
      if (portfolio.is_approve !== 1) return missingPage(404);
      const detailUrl = siteLinks.portfolio(app.config.siteUrl, portfolio.id);
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
    },
  );
}
