import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'searchPage.title': 'ผลการค้นหา “{keyword}”',
    'searchPage.titleEmpty': 'ค้นหาผลงาน',
    'searchPage.head.description': 'ผลงาน นักออกแบบ และแท็กที่ตรงกับ “{keyword}”',
    'searchPage.head.descriptionEmpty': 'ค้นหาผลงาน นักออกแบบ และแท็ก จากชื่อผลงาน คำอธิบาย และชื่อนักออกแบบ',
    'searchPage.count': 'พบ {count, number} ผลงาน',
    'searchPage.label': 'คำค้นหา',
    'searchPage.submit': 'ค้นหา',
    'searchPage.designers': 'นักออกแบบ',
    'searchPage.tags': 'แท็กและรางวัล',
    'searchPage.works': '{count, number} ผลงาน',
  },
  en: {
    'searchPage.title': 'Results for “{keyword}”',
    'searchPage.titleEmpty': 'Search portfolios',
    'searchPage.head.description': 'Portfolios, designers and tags matching “{keyword}”.',
    'searchPage.head.descriptionEmpty':
      'Search portfolios, designers and tags by title, brief and designer’s name.',
    'searchPage.count': '{count, number} works found',
    'searchPage.label': 'Keyword',
    'searchPage.submit': 'Search',
    'searchPage.designers': 'Designers',
    'searchPage.tags': 'Tags and awards',
    'searchPage.works': '{count, plural, one {# work} other {# works}}',
  },
});
