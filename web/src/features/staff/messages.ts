import { catalog } from '../../i18n/catalog';
import { collectionsMessages } from './collections/collections-messages';
import { pagesMessages } from './content/pages-messages';
import { highlightsMessages } from './content/highlights-messages';
import { moderationMessages } from './moderation/moderation-messages';
import { auditMessages } from './audit/audit-messages';
import { insightsMessages } from './insights/insights-messages';

/**
 * The staff's screens (issue 16): the section's own words (its navigation, its refusals, leaving unsaved changes)
 * here; each job's words beside its screens.
 */
export const messages = catalog({
  th: {
    ...collectionsMessages.th,
    ...pagesMessages.th,
    ...highlightsMessages.th,
    ...moderationMessages.th,
    ...auditMessages.th,
    ...insightsMessages.th,
    'staff.nav': 'เมนูเจ้าหน้าที่',
    'staff.nav.moderation': 'ผลงานรอพิจารณา',
    'staff.nav.auditLog': 'บันทึกการทำงานและสิทธิ์',
    'staff.onlyStaff': 'หน้านี้สำหรับเจ้าหน้าที่ของศูนย์เท่านั้น',
    'staff.onlyStaffText': 'บัญชีของคุณไม่มีสิทธิ์เจ้าหน้าที่ หากคิดว่าควรมี กรุณาติดต่อผู้ดูแลระบบ',
    'staff.onlyOperators': 'หน้านี้สำหรับผู้ดูแลระบบเท่านั้น',
    'staff.onlyOperatorsText.enquiries':
      'ข้อความติดต่อจากผู้ชมอ่านและจัดการได้เฉพาะผู้ดูแลระบบ ผู้ตรวจผลงานพิจารณาผลงานที่รออยู่ได้ที่เมนูผลงานรอพิจารณา',
    'staff.onlyOperatorsText.highlights':
      'ผลงานแนะนำหน้าแรกเลือกและจัดลำดับได้เฉพาะผู้ดูแลระบบ ผู้ตรวจผลงานพิจารณาผลงานที่รออยู่ได้ที่เมนูผลงานรอพิจารณา',
    'staff.onlyOperatorsText.collections':
      'คอลเลกชันสร้างและแก้ไขได้เฉพาะผู้ดูแลระบบ ผู้ตรวจผลงานพิจารณาผลงานที่รออยู่ได้ที่เมนูผลงานรอพิจารณา',
    'staff.onlyOperatorsText.pages':
      'หน้าเนื้อหาของเว็บไซต์ (คำถามที่พบบ่อย ข้อกำหนด นโยบาย และเกี่ยวกับเรา) แก้ไขได้เฉพาะผู้ดูแลระบบ ผู้ตรวจผลงานพิจารณาผลงานที่รออยู่ได้ที่เมนูผลงานรอพิจารณา',
    'staff.onlyOperatorsText.auditLog':
      'บันทึกการทำงานของเจ้าหน้าที่และการกำหนดสิทธิ์เป็นของผู้ดูแลระบบเท่านั้น ผู้ตรวจผลงานพิจารณาผลงานที่รออยู่ได้ที่เมนูผลงานรอพิจารณา',
    'staff.backHome': 'กลับหน้าแรก',
    'staff.unsaved.title': 'ออกโดยไม่บันทึกหรือไม่',
    'staff.unsaved.text': 'สิ่งที่แก้ไขในหน้านี้ยังไม่ได้บันทึก และจะหายไปหากออกจากหน้านี้',
    'staff.unsaved.leave': 'ออกโดยไม่บันทึก',
    'staff.unsaved.stay': 'อยู่ต่อ',

    'staff.nav.enquiries': 'ข้อความติดต่อ',
    'staff.nav.enquiriesUnread': 'ข้อความติดต่อ ({count} ยังไม่อ่าน)',
    'staff.nav.highlights': 'ผลงานแนะนำหน้าแรก',
  },
  en: {
    ...collectionsMessages.en,
    ...pagesMessages.en,
    ...highlightsMessages.en,
    ...moderationMessages.en,
    ...auditMessages.en,
    ...insightsMessages.en,
    'staff.nav': 'Staff menu',
    'staff.nav.moderation': 'Awaiting review',
    'staff.nav.auditLog': 'Audit log and roles',
    'staff.onlyStaff': 'This page is for the design centre’s staff only',
    'staff.onlyStaffText':
      'Your account has no staff role. If you think it should, please contact an operator.',
    'staff.onlyOperators': 'This page is for operators only',
    'staff.onlyOperatorsText.enquiries':
      'Only operators read and answer the contact form’s enquiries. Moderators decide on waiting portfolios under Awaiting review.',
    'staff.onlyOperatorsText.highlights':
      'Only operators choose and order the home page’s highlights. Moderators decide on waiting portfolios under Awaiting review.',
    'staff.onlyOperatorsText.collections':
      'Only operators create and edit collections. Moderators decide on waiting portfolios under Awaiting review.',
    'staff.onlyOperatorsText.pages':
      'Only operators edit the site’s pages (FAQs, terms, privacy policy, about us). Moderators decide on waiting portfolios under Awaiting review.',
    'staff.onlyOperatorsText.auditLog':
      'Only operators read the staff audit log and grant roles. Moderators decide on waiting portfolios under Awaiting review.',
    'staff.backHome': 'Back to the home page',
    'staff.unsaved.title': 'Leave without saving?',
    'staff.unsaved.text': 'Your changes on this page are not saved and will be lost if you leave.',
    'staff.unsaved.leave': 'Leave without saving',
    'staff.unsaved.stay': 'Stay',

    'staff.nav.enquiries': 'Enquiries',
    'staff.nav.enquiriesUnread': 'Enquiries ({count} unread)',
    'staff.nav.highlights': 'Home highlights',
  },
});
