import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'landing.question': 'คุณสนใจผลงานประเภทไหน?',
    'landing.intro': 'ค้นพบผลงานสร้างสรรค์จากนักออกแบบไทย ทั้งงานคราฟต์ ดนตรี ภาพยนตร์ ซอฟต์แวร์ และอีกมากมาย',
    'landing.enter': 'เข้าสู่เว็บไซต์',
    'landing.categories': 'เลือกประเภทผลงาน',
    'landing.designers': 'นักออกแบบแนะนำ',
    'landing.designersNote': 'นักออกแบบที่มีผลงานมากที่สุด',
    'landing.drawer': 'เมนูหน้าแรก',
  },
  en: {
    'landing.question': 'What kind of work are you interested in?',
    'landing.intro': 'Discover creative work by Thai designers: craft, music, film, software and much more.',
    'landing.enter': 'Enter website',
    'landing.categories': 'Choose a kind of work',
    'landing.designers': 'Featured designers',
    'landing.designersNote': 'Designers with the most published work',
    'landing.drawer': 'Landing menu',
  },
});
