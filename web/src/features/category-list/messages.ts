import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'categoryList.title': 'ผลงานตามหมวดหมู่',
    'categoryList.allTitle': 'ผลงานทั้งหมด',
    'categoryList.count': '{count, number} ผลงาน',
  },
  en: {
    'categoryList.title': 'Portfolios by category',
    'categoryList.allTitle': 'All portfolios',
    'categoryList.count': '{count, number} {count, plural, one {portfolio} other {portfolios}}',
  },
});
