import { catalog } from '../../i18n/catalog';

/** Strings of the header: its member part (the profile-picture menu, the bell, the staff entry, Create and logout), the skip link, the search. */
export const messages = catalog({
  th: {
    'header.create': 'สร้างผลงาน',
    'header.account': 'บัญชีของฉัน',
    'header.accountPicture': 'รูปโปรไฟล์ของ {name}',
    'header.profile': 'โปรไฟล์',
    'header.staff': 'งานเจ้าหน้าที่',
    'header.staffWaiting': '{count, plural, other {# ผลงานรอพิจารณา}}',
    'header.notifications': '{count, plural, =0 {การแจ้งเตือน} other {การแจ้งเตือน, ยังไม่ได้อ่าน # รายการ}}',
    'header.enquiries': 'ข้อความติดต่องาน',
    // The name of a link whose badge shows a number: screen readers say the number in words.
    'header.enquiriesUnread': 'ข้อความติดต่องาน, ยังไม่ได้อ่าน {count, number} รายการ',
    'header.logout': 'ออกจากระบบ',
    'header.logoutConfirm': 'ต้องการออกจากระบบหรือไม่?',
    'header.logoutFailed': 'ออกจากระบบไม่สำเร็จ กรุณาลองใหม่อีกครั้ง',
    // Shown as written in both languages (§5), with an explanation under it.
    'header.loginBeforeCreate': 'login-before-create',
    'header.loginBeforeCreateText': 'กรุณาเข้าสู่ระบบก่อนสร้างผลงาน',
    'header.member': 'สมาชิก',
    'header.skipToContent': 'ข้ามไปยังเนื้อหาหลัก',
    'header.siteSearch': 'ค้นหาในเว็บนี้',
  },
  en: {
    'header.create': 'Create',
    'header.account': 'My account',
    'header.accountPicture': 'Profile picture of {name}',
    'header.profile': 'Profile',
    'header.staff': 'Staff work',
    'header.staffWaiting': '{count, plural, one {# portfolio waits} other {# portfolios wait}}',
    'header.notifications': '{count, plural, =0 {Notifications} other {Notifications, # unread}}',
    'header.enquiries': 'Enquiries',
    'header.enquiriesUnread': 'Enquiries, {count, number} unread',
    'header.logout': 'Log out',
    'header.logoutConfirm': 'Do you want to log out?',
    'header.logoutFailed': 'Logging out did not work. Please try again.',
    'header.loginBeforeCreate': 'login-before-create',
    'header.loginBeforeCreateText': 'Please log in before creating a portfolio.',
    'header.member': 'Member',
    'header.skipToContent': 'Skip to main content',
    'header.siteSearch': 'Site search',
  },
});
