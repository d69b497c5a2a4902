import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'notifications.title': 'การแจ้งเตือน',
    'notifications.head.description': 'ผลการอนุมัติผลงาน ผู้ติดตามใหม่ ผู้ชื่นชอบผลงาน และข้อความติดต่องานของคุณ',
    'notifications.summary': 'ทั้งหมด {count, number} รายการ',
    'notifications.list': 'รายการแจ้งเตือน',
    // Before each unread one, for screen readers; the badge shows it to the eye.
    'notifications.new': 'ใหม่',
    'notifications.unread': 'ยังไม่ได้อ่าน',
    'notifications.untitled': 'ไม่มีชื่อ',
    'notifications.someone': 'สมาชิกท่านหนึ่ง',
    'notifications.approved': 'ผลงาน “{title}” ได้รับการอนุมัติแล้ว',
    'notifications.approvedRevision': 'การแก้ไขผลงาน “{title}” ได้รับการอนุมัติแล้ว',
    'notifications.refused': 'ผลงาน “{title}” ไม่ได้รับการอนุมัติ',
    'notifications.refusedRevision': 'การแก้ไขผลงาน “{title}” ไม่ได้รับการอนุมัติ',
    'notifications.reason': 'เหตุผล: {reason}',
    'notifications.noReason': 'ผู้ดูแลไม่ได้ระบุเหตุผล',
    'notifications.follower': '{name} เริ่มติดตามคุณ',
    'notifications.appreciation': 'มีผู้ชื่นชอบผลงาน “{title}” {count, number} คน',
    'notifications.enquiry': '{name} ส่งข้อความติดต่องานถึงคุณ',
    'notifications.empty': 'ยังไม่มีการแจ้งเตือน',
    'notifications.emptyHint':
      'เมื่อผลงานของคุณได้รับการพิจารณา มีผู้ติดตาม ผู้ชื่นชอบผลงาน หรือมีผู้ส่งข้อความติดต่องาน คุณจะเห็นที่นี่',
  },
  en: {
    'notifications.title': 'Notifications',
    'notifications.head.description':
      'Decisions on your work, new followers, appreciations and enquiries, in one place.',
    'notifications.summary': '{count, plural, one {# notification} other {# notifications}}',
    'notifications.list': 'Your notifications',
    'notifications.new': 'New',
    'notifications.unread': 'Unread',
    'notifications.untitled': 'Untitled',
    'notifications.someone': 'A member',
    'notifications.approved': 'Your work “{title}” was approved',
    'notifications.approvedRevision': 'Your edit of “{title}” was approved',
    'notifications.refused': 'Your work “{title}” was not approved',
    'notifications.refusedRevision': 'Your edit of “{title}” was not approved',
    'notifications.reason': 'Reason: {reason}',
    'notifications.noReason': 'The reviewer gave no reason.',
    'notifications.follower': '{name} started following you',
    'notifications.appreciation':
      '{count, plural, one {# person} other {# people}} appreciated your work “{title}”',
    'notifications.enquiry': '{name} sent you an enquiry',
    'notifications.empty': 'No notifications yet',
    'notifications.emptyHint':
      'Decisions on your work, new followers, appreciations and enquiries will show here.',
  },
});
