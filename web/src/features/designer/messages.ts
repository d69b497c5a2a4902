import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'designerPage.head.description': 'ผลงานออกแบบของ {name} ทั้งหมด {count, number} ผลงาน บน Design Portfolio',
    'designerPage.eyebrow': 'นักออกแบบ',
    'designerPage.works': 'ผลงาน',
    'designerPage.followers': 'ผู้ติดตาม',
    'designerPage.following': 'กำลังติดตาม',
    'designerPage.picture': 'รูปของ {name}',
    'designerPage.social': 'ช่องทางออนไลน์',
    'designerPage.facebook': 'Facebook',
    'designerPage.instagram': 'Instagram',
    'designerPage.pinterest': 'Pinterest',
    'designerPage.website': 'เว็บไซต์',
    'designerPage.categories': 'กรองตามหมวดหมู่',
  },
  en: {
    'designerPage.head.description':
      '{count, plural, one {# design work} other {# design works}} by {name} on Design Portfolio',
    'designerPage.eyebrow': 'Designer',
    'designerPage.works': 'Works',
    'designerPage.followers': 'Followers',
    'designerPage.following': 'Following',
    'designerPage.picture': 'Picture of {name}',
    'designerPage.social': 'Online',
    'designerPage.facebook': 'Facebook',
    'designerPage.instagram': 'Instagram',
    'designerPage.pinterest': 'Pinterest',
    'designerPage.website': 'Website',
    'designerPage.categories': 'Filter by category',
  },
});
