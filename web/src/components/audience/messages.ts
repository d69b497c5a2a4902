import { catalog } from '../../i18n/catalog';
import { addCatalog } from '../../i18n/messages-store';

/** What the audience's buttons and forms say (appreciate, follow, enquire), on every page that shows one. */
export const messages = catalog({
  th: {
    'audience.appreciate': 'ชื่นชอบผลงาน',
    'audience.appreciated': 'ชื่นชอบแล้ว',
    'audience.appreciationCount': '{count, number} คนชื่นชอบ',
    'audience.countSuffix': 'คนชื่นชอบ',
    'audience.signInToAppreciate': 'เข้าสู่ระบบเพื่อชื่นชอบผลงาน',
    'audience.signInToFollow': 'เข้าสู่ระบบเพื่อติดตามนักออกแบบ',
    'audience.signInText': 'เมื่อเข้าสู่ระบบแล้ว คุณจะกลับมาที่หน้านี้โดยอัตโนมัติ',
    'audience.signIn': 'เข้าสู่ระบบ',
    'audience.follow': 'ติดตาม',
    'audience.following': 'กำลังติดตาม',
    'audience.followers': '{count, number} ผู้ติดตาม',
    'audience.failed': 'ทำรายการไม่สำเร็จ',
    'audience.failedText': 'กรุณาลองใหม่อีกครั้ง',
    'enquiry.open': 'ติดต่อนักออกแบบ',
    'enquiry.off': 'นักออกแบบคนนี้ปิดรับการติดต่องานอยู่',
  },
  en: {
    'audience.appreciate': 'Appreciate',
    'audience.appreciated': 'Appreciated',
    'audience.appreciationCount': '{count, plural, one {# appreciation} other {# appreciations}}',
    'audience.countSuffix': '{count, plural, one {appreciation} other {appreciations}}',
    'audience.signInToAppreciate': 'Sign in to appreciate this work',
    'audience.signInToFollow': 'Sign in to follow this designer',
    'audience.signInText': 'Once signed in, you come back to this page.',
    'audience.signIn': 'Sign in',
    'audience.follow': 'Follow',
    'audience.following': 'Following',
    'audience.followers': '{count, plural, one {# follower} other {# followers}}',
    'audience.failed': 'That did not work',
    'audience.failedText': 'Please try again.',
    'enquiry.open': 'Hire',
    'enquiry.off': 'This designer is not taking enquiries at the moment.',
  },
});

addCatalog(messages);
