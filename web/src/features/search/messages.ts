import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'searchPage.title': 'ผลการค้นหา “{keyword}”',
    'searchPage.titleEmpty': 'ค้นหาผลงาน',
    'searchPage.count': 'พบ {count, number} ผลงาน',
    'searchPage.label': 'คำค้นหา',
    'searchPage.submit': 'ค้นหา',
  },
  en: {
    'searchPage.title': 'Results for “{keyword}”',
    'searchPage.titleEmpty': 'Search portfolios',
    'searchPage.count': '{count, number} works found',
    'searchPage.label': 'Keyword',
    'searchPage.submit': 'Search',
  },
});
