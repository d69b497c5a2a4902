/**
 * The site's addresses the legacy API writes into mails and share pages, as the site's router has them
 * (`web/src/config/paths.ts`, which the legacy API cannot import: the programs share no code).
 */
export const siteLinks = {
  portfolio: (siteUrl: string, portfolioId: number) => `${siteUrl}/detail-portfolio?id=${portfolioId}`,
  ownPortfolios: (siteUrl: string) => `${siteUrl}/profile-portfolio`,
  designer: (siteUrl: string, memberId: number) => `${siteUrl}/all-portfolio-by-design?member_id=${memberId}`,
  verify: (siteUrl: string, token: string) => `${siteUrl}/verify?token=${encodeURIComponent(token)}`,
  resetPassword: (siteUrl: string, token: string) =>
    `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`,
  login: (siteUrl: string) => `${siteUrl}/login`,
  forgot: (siteUrl: string) => `${siteUrl}/forgot`,
};
