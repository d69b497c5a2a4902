import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'pages.nav': 'หน้าข้อมูล',
    'pages.term': 'ข้อกำหนดการใช้งาน',
    'pages.privacy-policy': 'นโยบายความเป็นส่วนตัว',
    'pages.faqs': 'คำถามที่พบบ่อย',
    'pages.about-us': 'เกี่ยวกับเรา',
  },
  en: {
    'pages.nav': 'Information pages',
    'pages.term': 'Terms of use',
    'pages.privacy-policy': 'Privacy policy',
    'pages.faqs': 'FAQs',
    'pages.about-us': 'About us',
  },
});
