import { catalog } from '../../i18n/catalog';

export const messages = catalog({
  th: {
    'following.title': 'กำลังติดตาม',
    'following.head.description': 'ผลงานใหม่จากนักออกแบบที่คุณติดตาม',
    'following.feed': 'ผลงานใหม่จากนักออกแบบที่คุณติดตาม',
    'following.count': 'ทั้งหมด {count, number} ผลงาน',
    'following.designers': 'นักออกแบบที่คุณติดตาม ({count, number})',
    'following.empty': 'คุณยังไม่ได้ติดตามนักออกแบบ',
    'following.emptyText': 'ติดตามนักออกแบบที่คุณชอบ แล้วผลงานใหม่ของพวกเขาจะมาอยู่ที่นี่',
    'following.noWork': 'นักออกแบบที่คุณติดตามยังไม่มีผลงานที่เผยแพร่',
    'following.suggestions': 'นักออกแบบที่น่าติดตาม',
  },
  en: {
    'following.title': 'Following',
    'following.head.description': 'New work from the designers you follow',
    'following.feed': 'New work from the designers you follow',
    'following.count': '{count, plural, one {# work} other {# works}}',
    'following.designers': 'Designers you follow ({count, number})',
    'following.empty': 'You do not follow any designer yet',
    'following.emptyText': 'Follow the designers you like, and their new work will show here.',
    'following.noWork': 'The designers you follow have no published work yet.',
    'following.suggestions': 'Designers to follow',
  },
});
