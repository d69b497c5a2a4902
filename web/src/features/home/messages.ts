import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'home.head.title': 'ผลงานใหม่ ผลงานแนะนำ และอันดับยอดนิยม',
    'home.head.description':
      'ผลงานออกแบบใหม่ในสัปดาห์นี้ ผลงานที่มีผู้ชมมากที่สุดใน 30 วัน ผลงานแนะนำ และอันดับยอดนิยมของนักออกแบบไทย',
    'home.newPortfolio': 'New Portfolio',
    'home.newPortfolioNote': 'ผลงานใหม่ใน 1 สัปดาห์',
    'home.mostView': 'Most View Portfolios',
    'home.mostViewNote': 'ผลงานที่มีผู้ชมมากที่สุดใน 30 วัน',
    'home.highlight': 'Highlight',
    'home.highlightNote': 'ผลงานแนะนำ',
    'home.topRank': 'Top Rank',
    'home.topRankNote': '3 อันดับผลงานยอดนิยม',
    'home.moreLink': 'ดูเพิ่มเติม: {section}',
  },
  en: {
    'home.head.title': 'New, highlighted and most viewed work',
    'home.head.description':
      'This week’s new design work, the most viewed of the last 30 days, highlights and the top rank of Thai designers.',
    'home.newPortfolio': 'New Portfolio',
    'home.newPortfolioNote': 'New work from the last week',
    'home.mostView': 'Most View Portfolios',
    'home.mostViewNote': 'The largest audience in 30 days',
    'home.highlight': 'Highlight',
    'home.highlightNote': 'Picked by our curators',
    'home.topRank': 'Top Rank',
    'home.topRankNote': 'The top 3 by views',
    'home.moreLink': 'More: {section}',
  },
});
