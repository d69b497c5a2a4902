import siteAddresses from '../../../schema/site-addresses.json';

/**
 * The site's addresses the legacy API writes into mails and share pages, as the site's router has them:
 * schema/site-addresses.json, which the site and the BFF read too (the programs share data, never code).
 */
const { paths, parameters } = siteAddresses;

/** `siteUrl` and `path` with its query, each value escaped (`…/detail-portfolio?id=7`). */
function link(siteUrl: string, path: string, query: Record<string, string | number> = {}): string {
  const pairs = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${siteUrl}${path}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`;
}

export const siteLinks = {
  portfolio: (siteUrl: string, portfolioId: number) =>
    link(siteUrl, paths.detail, { [parameters.detail.portfolioId]: portfolioId }),
  ownPortfolios: (siteUrl: string) => link(siteUrl, paths.profilePortfolio),
  designer: (siteUrl: string, memberId: number) =>
    link(siteUrl, paths.designer, { [parameters.designer.memberId]: memberId }),
  verify: (siteUrl: string, token: string) =>
    link(siteUrl, paths.verify, { [parameters.verify.token]: token }),
  resetPassword: (siteUrl: string, token: string) =>
    link(siteUrl, paths.resetPassword, { [parameters.resetPassword.token]: token }),
  login: (siteUrl: string) => link(siteUrl, paths.login),
  forgot: (siteUrl: string) => link(siteUrl, paths.forgot),
};
