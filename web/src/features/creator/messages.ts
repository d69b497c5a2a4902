import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'creator.title': 'ครีเอเตอร์',
    'creator.subtitle': 'คอลเลกชันผลงานและนักออกแบบที่คัดสรรโดยศูนย์ออกแบบ',
    'creator.categories': 'หมวดคอลเลกชัน',
    'subCurated.view': 'แสดง',
    'subCurated.portfolio': 'Portfolio',
    'subCurated.designer': 'Designer',
    'subCurated.back': 'กลับไปหน้าครีเอเตอร์',
  },
  en: {
    'creator.title': 'Creator',
    'creator.subtitle': 'Collections of work and designers curated by the design centre',
    'creator.categories': 'Collection categories',
    'subCurated.view': 'Show',
    'subCurated.portfolio': 'Portfolio',
    'subCurated.designer': 'Designer',
    'subCurated.back': 'Back to Creator',
  },
});
