import { catalog } from '../../../i18n/catalog';
import { richTextMessages } from '../../../components/rich-text/rich-text-messages';

/** The words of the CMS pages' editor, with the rich-text editor's; part of the staff feature's catalogue. */
export const pagesMessages = catalog({
  th: {
    ...richTextMessages.th,
    'staff.nav.pages': 'หน้าเนื้อหา',
    'staff.pages.title': 'แก้ไขหน้าเนื้อหา',
    'staff.pages.subtitle':
      'แก้ไขคำถามที่พบบ่อย เกี่ยวกับเรา ข้อกำหนดการใช้งาน และนโยบายความเป็นส่วนตัว ทั้งภาษาไทยและภาษาอังกฤษ ผู้เข้าชมจะเห็นฉบับใหม่ทันทีที่บันทึก',
    'staff.pages.choose': 'เลือกหน้าที่จะแก้ไข',
    'staff.pages.name.faqs': 'คำถามที่พบบ่อย',
    'staff.pages.name.about-us': 'เกี่ยวกับเรา',
    'staff.pages.name.term': 'ข้อกำหนดการใช้งาน',
    'staff.pages.name.privacy-policy': 'นโยบายความเป็นส่วนตัว',
    'staff.pages.formOf': 'แก้ไขหน้า {page}',
    'staff.pages.thai': 'ภาษาไทย',
    'staff.pages.english': 'ภาษาอังกฤษ',
    'staff.pages.pageTitle': 'ชื่อหน้า',
    'staff.pages.content': 'เนื้อหา',
    'staff.pages.required': 'กรุณากรอกข้อมูลนี้',
    'staff.pages.titleTooLong': 'ชื่อหน้ายาวได้ไม่เกิน 200 ตัวอักษร',
    'staff.pages.updatedAt': 'แก้ไขล่าสุด {date}',
    'staff.pages.viewOnSite': 'ดูหน้านี้บนเว็บไซต์',
    'staff.pages.placeholders':
      "ข้อความ '{{maxUploadSize}}', '{{maxImagePixels}}', '{{imageTypes}}', '{{coverSize}}' และ '{{shareImageSize}}' จะแสดงเป็นขนาดไฟล์ จำนวนพิกเซลสูงสุด ชนิดรูปภาพ และขนาดภาพที่ระบบกำหนดอยู่ขณะนั้น จึงไม่ต้องแก้เมื่อมีการเปลี่ยนค่า",
    'staff.pages.sections':
      "ข้อความระหว่าง '{{#facebookLogin}}' และ '{{/facebookLogin}}' จะแสดงเฉพาะเมื่อเว็บไซต์เปิดให้เข้าสู่ระบบด้วย Facebook",
    'staff.pages.save': 'บันทึกหน้านี้',
    'staff.pages.saving': 'กำลังบันทึก…',
    'staff.pages.saved': 'บันทึกแล้ว ผู้เข้าชมจะเห็นฉบับใหม่เมื่อเปิดหน้านี้',
    'staff.pages.failed': 'บันทึกไม่สำเร็จ กรุณาลองอีกครั้ง',
  },
  en: {
    ...richTextMessages.en,
    'staff.nav.pages': 'Pages',
    'staff.pages.title': 'Edit pages',
    'staff.pages.subtitle':
      'Edit the FAQ, About us, Terms of use and Privacy policy in Thai and English. Visitors see the new version as soon as it is saved.',
    'staff.pages.choose': 'Choose a page to edit',
    'staff.pages.name.faqs': 'FAQs',
    'staff.pages.name.about-us': 'About us',
    'staff.pages.name.term': 'Terms of use',
    'staff.pages.name.privacy-policy': 'Privacy policy',
    'staff.pages.formOf': 'Edit {page}',
    'staff.pages.thai': 'Thai',
    'staff.pages.english': 'English',
    'staff.pages.pageTitle': 'Page title',
    'staff.pages.content': 'Content',
    'staff.pages.required': 'Please fill this in.',
    'staff.pages.titleTooLong': 'A page title may be at most 200 characters.',
    'staff.pages.updatedAt': 'Last changed {date}',
    'staff.pages.viewOnSite': 'View this page on the site',
    'staff.pages.placeholders':
      "The texts '{{maxUploadSize}}', '{{maxImagePixels}}', '{{imageTypes}}', '{{coverSize}}' and '{{shareImageSize}}' show the upload size, the most pixels, the image types and the picture sizes the system sets at the time, so they need no edit when those change.",
    'staff.pages.sections':
      "Text between '{{#facebookLogin}}' and '{{/facebookLogin}}' shows only while the site offers logging in with Facebook.",
    'staff.pages.save': 'Save this page',
    'staff.pages.saving': 'Saving…',
    'staff.pages.saved': 'Saved: visitors see the new version when they open the page.',
    'staff.pages.failed': 'The page could not be saved. Please try again.',
  },
});
