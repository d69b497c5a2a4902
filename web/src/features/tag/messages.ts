import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'tagPage.head.title': 'ผลงานที่ติดแท็ก {tag}',
    'tagPage.head.description': 'ผลงานออกแบบของนักออกแบบไทยที่ติดแท็ก {tag}',
    'tagPage.head.awardDescription': 'ผลงานออกแบบของนักออกแบบไทยที่ได้รับรางวัล {tag}',
    'tagPage.eyebrow': 'แท็ก',
    'tagPage.award': 'รางวัล',
    'tagPage.count': '{count, number} ผลงาน',
  },
  en: {
    'tagPage.head.title': 'Work tagged {tag}',
    'tagPage.head.description': 'Thai designers’ work tagged {tag}.',
    'tagPage.head.awardDescription': 'Thai designers’ work that won {tag}.',
    'tagPage.eyebrow': 'Tag',
    'tagPage.award': 'Award',
    'tagPage.count': '{count, plural, one {# work} other {# works}}',
  },
});
