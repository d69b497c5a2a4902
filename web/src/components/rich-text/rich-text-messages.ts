import { catalog } from '../../i18n/catalog';

/**
 * The rich-text editor's words (toolbar, link bar). The features that show the editor (the portfolio editor, the
 * staff's pages editor) spread them into their own catalogue, so they load with the editor's screen.
 */
export const richTextMessages = catalog({
  th: {
    'richText.toolbar': 'จัดรูปแบบเนื้อหา',
    'richText.tool.italic': 'ตัวเอียง',
    'richText.tool.underline': 'ขีดเส้นใต้',
    'richText.tool.strike': 'ขีดฆ่า',
    'richText.tool.heading2': 'H2 หัวข้อ',
    'richText.tool.heading3': 'H3 หัวข้อย่อย',
    'richText.tool.bulletList': 'รายการแบบจุด',
    'richText.tool.orderedList': 'รายการแบบตัวเลข',
    'richText.tool.blockquote': 'ข้อความอ้างอิง',
    'richText.tool.link': 'ลิงก์',
    'richText.tool.horizontalRule': 'เส้นคั่น',
    'richText.tool.undo': 'เลิกทำ',
    'richText.tool.redo': 'ทำซ้ำ',
    'richText.linkAddress': 'ที่อยู่ลิงก์',
    'richText.linkApply': 'ใส่ลิงก์',
    'richText.linkRemove': 'เอาลิงก์ออก',
    'richText.linkInvalid': 'ใช้ได้เฉพาะลิงก์ http, https หรืออีเมล',
  },
  en: {
    'richText.toolbar': 'Formatting',
    'richText.tool.italic': 'Italic',
    'richText.tool.underline': 'Underline',
    'richText.tool.strike': 'Strikethrough',
    'richText.tool.heading2': 'H2 Heading',
    'richText.tool.heading3': 'H3 Subheading',
    'richText.tool.bulletList': 'Bulleted list',
    'richText.tool.orderedList': 'Numbered list',
    'richText.tool.blockquote': 'Quote',
    'richText.tool.link': 'Link',
    'richText.tool.horizontalRule': 'Divider',
    'richText.tool.undo': 'Undo',
    'richText.tool.redo': 'Redo',
    'richText.linkAddress': 'Link address',
    'richText.linkApply': 'Add link',
    'richText.linkRemove': 'Remove link',
    'richText.linkInvalid': 'Only http, https and e-mail links can be used.',
  },
});
