import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'topRank.title': 'TOP 50 Portfolio Most View',
    'topRank.subtitle': '50 ผลงานที่มีผู้เข้าชมมากที่สุด',
    'topRank.rating': 'Rating',
    'topRank.rank': 'อันดับ',
    'topRank.portfolio': 'ผลงาน',
    'topRank.designer': 'นักออกแบบ',
    'topRank.views': 'ยอดเข้าชม',
    'topRank.sortDescending': 'มากไปน้อย',
    'topRank.sortAscending': 'น้อยไปมาก',
    'topRank.sortLabel': 'เรียงตามยอดเข้าชม',
  },
  en: {
    'topRank.title': 'TOP 50 Portfolio Most View',
    'topRank.subtitle': 'The 50 most viewed works',
    'topRank.rating': 'Rating',
    'topRank.rank': 'Rank',
    'topRank.portfolio': 'Portfolio',
    'topRank.designer': 'Designer',
    'topRank.views': 'Views',
    'topRank.sortDescending': 'Most first',
    'topRank.sortAscending': 'Least first',
    'topRank.sortLabel': 'Sort by views',
  },
});
