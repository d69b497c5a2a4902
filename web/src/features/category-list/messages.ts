import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'categoryList.title': 'ผลงานตามหมวดหมู่',
    'categoryList.allTitle': 'ผลงานทั้งหมด',
    'categoryList.head.description': 'ผลงานออกแบบทั้งหมดของนักออกแบบไทยใน 10 สาขา เลือกดูตามหมวดหมู่และหมวดหมู่ย่อย',
    'categoryList.head.categoryDescription': 'ผลงานออกแบบหมวด{category} ของนักออกแบบไทย เลือกดูตามหมวดหมู่ย่อย',
    'categoryList.count': '{count, number} ผลงาน',
  },
  en: {
    'categoryList.title': 'Portfolios by category',
    'categoryList.allTitle': 'All portfolios',
    'categoryList.head.description':
      'Every portfolio of Thai designers across ten fields, by category and subcategory.',
    'categoryList.head.categoryDescription': '{category}: portfolios of Thai designers, by subcategory.',
    'categoryList.count': '{count, number} {count, plural, one {portfolio} other {portfolios}}',
  },
});
