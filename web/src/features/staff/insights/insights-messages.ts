import { catalog } from '../../../i18n/catalog';

/** The design centre's insights screen (issue 30). */
export const insightsMessages = catalog({
  th: {
    'staff.nav.insights': 'สถิติการใช้งาน',
    'staff.onlyOperatorsText.insights':
      'สถิติการใช้งานของเว็บไซต์ดูได้เฉพาะผู้ดูแลระบบ ผู้ตรวจผลงานพิจารณาผลงานที่รออยู่ได้ที่เมนูผลงานรอพิจารณา',
    'staff.insights.title': 'สถิติการใช้งานเว็บไซต์',
    'staff.insights.subtitle':
      'ผู้ชมดูอะไร มาจากไหน ค้นหาอะไร และผลงานรอพิจารณานานเท่าใด นับเป็นจำนวนเท่านั้น ไม่ระบุตัวบุคคล',
    'staff.insights.totals': 'ภาพรวมของช่วงเวลา',
    'staff.insights.medianWait': 'เวลารอพิจารณา (มัธยฐาน)',
    'staff.insights.p90Wait': 'เวลารอพิจารณา 90% ภายใน',
    'staff.insights.hours': '{hours, number} ชม.',
    'staff.insights.noDecisions': '–',
    'staff.insights.decided':
      'พิจารณาแล้ว {decided, number} ชิ้น (อนุมัติ {approved, number} · ไม่อนุมัติ {refused, number})',
    'staff.insights.viewsPerDay': 'การเข้าชมรายวัน',
    'staff.insights.sources': 'ผู้ชมมาจากที่ใด',
    'staff.insights.newcomers': 'นักออกแบบและผลงานใหม่รายสัปดาห์',
    'staff.insights.newDesigners': 'นักออกแบบใหม่',
    'staff.insights.newPortfolios': 'ผลงานที่ส่งใหม่',
    'staff.insights.topWorksByViews': 'ผลงานที่มีผู้ชมมากที่สุด',
    'staff.insights.topWorksByAppreciations': 'ผลงานที่ได้รับการชื่นชอบมากที่สุด',
    'staff.insights.topDesignersByViews': 'นักออกแบบที่ผลงานมีผู้ชมมากที่สุด',
    'staff.insights.topDesignersByAppreciations': 'นักออกแบบที่ผลงานได้รับการชื่นชอบมากที่สุด',
    'staff.insights.work': 'ผลงาน',
    'staff.insights.designer': 'นักออกแบบ',
    'staff.insights.searches': 'คำค้นหายอดนิยม',
    'staff.insights.unanswered': 'คำค้นหาที่พบผลงานน้อยหรือไม่พบเลย',
    'staff.insights.unansweredHint': 'เพิ่มคำพ้องความหมาย หรือชวนนักออกแบบส่งผลงานในเรื่องเหล่านี้',
    'staff.insights.keyword': 'คำค้นหา',
    'staff.insights.searchCount': 'จำนวนครั้งที่ค้นหา',
    'staff.insights.found': 'ผลงานที่พบ',
  },
  en: {
    'staff.nav.insights': 'Insights',
    'staff.onlyOperatorsText.insights':
      'Only operators read the site’s insights. Moderators decide on waiting portfolios under Awaiting review.',
    'staff.insights.title': 'Site insights',
    'staff.insights.subtitle':
      'What readers look at, where they come from, what they search for, and how long work waits for review: counts only, never who.',
    'staff.insights.totals': 'The period at a glance',
    'staff.insights.medianWait': 'Review wait (median)',
    'staff.insights.p90Wait': 'Review wait, 9 in 10 within',
    'staff.insights.hours': '{hours, number} h',
    'staff.insights.noDecisions': '–',
    'staff.insights.decided':
      '{decided, number} decided ({approved, number} approved · {refused, number} refused)',
    'staff.insights.viewsPerDay': 'Views per day',
    'staff.insights.sources': 'Where readers came from',
    'staff.insights.newcomers': 'New designers and work per week',
    'staff.insights.newDesigners': 'New designers',
    'staff.insights.newPortfolios': 'Portfolios submitted',
    'staff.insights.topWorksByViews': 'Most viewed work',
    'staff.insights.topWorksByAppreciations': 'Most appreciated work',
    'staff.insights.topDesignersByViews': 'Designers whose work was most viewed',
    'staff.insights.topDesignersByAppreciations': 'Designers whose work was most appreciated',
    'staff.insights.work': 'Work',
    'staff.insights.designer': 'Designer',
    'staff.insights.searches': 'Most searched keywords',
    'staff.insights.unanswered': 'Searches that find little or nothing',
    'staff.insights.unansweredHint': 'Add synonyms, or ask designers for work on these.',
    'staff.insights.keyword': 'Keyword',
    'staff.insights.searchCount': 'Searches',
    'staff.insights.found': 'Works found',
  },
});
