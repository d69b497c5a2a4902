import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A message of a few lines (Thai first, then English; an empty line separates paragraphs in the text and is left out
 * of the HTML) followed by its links, each on a line of its own.
 */
function composeMail(to: string, subject: string, lines: string[], links: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n\n${links.join('\n')}\n`,
    html: `${lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        '',
      )}${links.map((link) => `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`).join('')}`,
  };
}

function linkMessage(to: string, subject: string, thai: string, english: string, link: string): MailMessage {
  return composeMail(to, subject, [thai, english], [link]);
}

export function verificationMail(to: string, link: string): MailMessage {
  return linkMessage(
    to,
    'ยืนยันอีเมลของคุณ / Verify your e-mail',
    'ขอบคุณที่สมัครสมาชิก กรุณาคลิกลิงก์ด้านล่างเพื่อยืนยันอีเมลของคุณ',
    'Thank you for registering. Open the link below to verify your e-mail.',
    link,
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return linkMessage(
    to,
    'ตั้งรหัสผ่านใหม่ / Reset your password',
    'คลิกลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ครั้งเดียวภายใน 60 นาที',
    'Open the link below to set a new password. It works once, within 60 minutes.',
    link,
  );
}

export function contactMail(
  to: string,
  contact: { name: string; email: string; phone_number: string; reason: string; detail: string },
): MailMessage {
  const lines = [
    `Name: ${contact.name}`,
    `E-mail: ${contact.email}`,
    `Phone: ${contact.phone_number || '-'}`,
    `Reason: ${contact.reason}`,
    '',
    contact.detail,
  ];
  return {
    to,
    replyTo: contact.email,
    subject: `Contact form: ${contact.reason} — ${contact.name}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

/**
 * Tells a designer that an operator did not approve their portfolio (or their edit of a published one, which
 * stays public as it was), with the operator's reason and a link to their list.
 */
export function refusalMail(
  to: string,
  refusal: { title: string; reason: string | null; revision: boolean; link: string },
): MailMessage {
  const thai = refusal.revision
    ? `การแก้ไขผลงาน “${refusal.title}” ของคุณยังไม่ได้รับการอนุมัติ ผลงานฉบับที่เผยแพร่อยู่ยังแสดงต่อไปตามเดิม`
    : `ผลงาน “${refusal.title}” ของคุณยังไม่ได้รับการอนุมัติ`;
  const english = refusal.revision
    ? `Your edit of “${refusal.title}” was not approved. The published version stays online as it was.`
    : `Your portfolio “${refusal.title}” was not approved.`;
  const [thaiReason, englishReason] = refusal.reason
    ? [`เหตุผล: ${refusal.reason}`, `Reason: ${refusal.reason}`]
    : ['ไม่ได้ระบุเหตุผล', 'No reason was given.'];
  return composeMail(
    to,
    refusal.revision
      ? 'การแก้ไขผลงานยังไม่ได้รับการอนุมัติ / Your edit was not approved'
      : 'ผลงานยังไม่ได้รับการอนุมัติ / Your portfolio was not approved',
    [thai, thaiReason, '', english, englishReason],
    [refusal.link],
  );
}

/**
 * Tells a designer that their portfolio (or their edit of a published one) was approved and is public, with the
 * link to the published work.
 */
export function approvalMail(
  to: string,
  approval: { title: string; revision: boolean; link: string },
): MailMessage {
  const thai = approval.revision
    ? `การแก้ไขผลงาน “${approval.title}” ของคุณได้รับการอนุมัติแล้ว ผลงานที่เผยแพร่แสดงตามที่คุณแก้ไข`
    : `ผลงาน “${approval.title}” ของคุณได้รับการอนุมัติและเผยแพร่บนเว็บไซต์แล้ว`;
  const english = approval.revision
    ? `Your edit of “${approval.title}” was approved: the published portfolio now shows it.`
    : `Your portfolio “${approval.title}” was approved and is now published.`;
  return composeMail(
    to,
    approval.revision
      ? 'การแก้ไขผลงานได้รับการอนุมัติแล้ว / Your edit was approved'
      : 'ผลงานได้รับการอนุมัติแล้ว / Your portfolio was approved',
    [thai, 'ดูผลงานได้ที่ลิงก์ด้านล่าง', '', english, 'See it at the link below.'],
    [approval.link],
  );
}

/**
 * Tells the owner of an address that someone tried to register with it (the register answer does not say the
 * address is taken), with the links to sign in and to reset the password.
 */
export function registrationAttemptMail(to: string, links: { login: string; forgot: string }): MailMessage {
  return composeMail(
    to,
    'มีผู้พยายามสมัครสมาชิกด้วยอีเมลของคุณ / Someone tried to register with your e-mail',
    [
      'มีผู้พยายามสมัครสมาชิกด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว หากเป็นคุณ กรุณาเข้าสู่ระบบ (ลิงก์แรก) หรือตั้งรหัสผ่านใหม่หากจำไม่ได้ (ลิงก์ที่สอง)',
      'หากไม่ใช่คุณ ไม่ต้องทำอะไร บัญชีของคุณไม่มีการเปลี่ยนแปลง',
      '',
      'Someone tried to register with this e-mail address, which already has an account. If it was you, sign in (first link), or reset your password if you have forgotten it (second link).',
      'If it was not you, there is nothing to do: your account has not changed.',
    ],
    [links.login, links.forgot],
  );
}

/** The budgets of an enquiry, as the designer reads them. */
const BUDGET_LABELS: Record<string, { th: string; en: string }> = {
  'under-50k': { th: 'ต่ำกว่า 50,000 บาท', en: 'under 50,000 baht' },
  '50k-200k': { th: '50,000–200,000 บาท', en: '50,000–200,000 baht' },
  '200k-1m': { th: '200,000–1,000,000 บาท', en: '200,000–1,000,000 baht' },
  'over-1m': { th: 'มากกว่า 1,000,000 บาท', en: 'over 1,000,000 baht' },
};

/** Text a sender typed, fit for a mail header: one line (control characters become spaces), at most `max` long. */
function headerText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * An enquiry to a designer, in Thai and English, from what its sender wrote (escaped in the HTML). Replies go to the
 * sender (Reply-To); the sender is sent nothing, so never learns the designer's address.
 */
export function designerEnquiryMail(
  to: string,
  enquiry: {
    name: string;
    email: string;
    organisation: string;
    workType: string;
    budget: string | null;
    message: string;
    portfolio: { title: string; link: string } | null;
  },
): MailMessage {
  const budget = enquiry.budget ? BUDGET_LABELS[enquiry.budget] : undefined;
  const lines = [
    'มีผู้ส่งข้อความถึงคุณผ่านเว็บไซต์ ตอบกลับอีเมลนี้เพื่อติดต่อผู้ส่งโดยตรง',
    'Someone sent you an enquiry through the website. Reply to this e-mail to answer the sender directly.',
    '',
    `ชื่อ / Name: ${enquiry.name}`,
    `อีเมล / E-mail: ${enquiry.email}`,
    `องค์กร / Organisation: ${enquiry.organisation || '-'}`,
    `ประเภทงาน / Work: ${enquiry.workType}`,
    `งบประมาณ / Budget: ${budget ? `${budget.th} / ${budget.en}` : '-'}`,
    ...(enquiry.portfolio ? [`จากผลงาน / About: ${enquiry.portfolio.title}`] : []),
    '',
    ...enquiry.message.split(/\r?\n/),
  ];
  return {
    ...composeMail(
      to,
      `ข้อความจาก ${headerText(enquiry.name, 80)} / Enquiry from ${headerText(enquiry.name, 80)}`,
      lines,
      enquiry.portfolio ? [enquiry.portfolio.link] : [],
    ),
    replyTo: enquiry.email,
  };
}

/**
 * A member's daily digest, in Thai and English: who began to follow them and how their work was appreciated since the
 * last one, each with its link (names and titles escaped in the HTML); the headings count what the lists may cut.
 */
export function digestMail(
  to: string,
  digest: {
    /** A follower who is no designer has no page to link to (members/designers.ts). */
    followers: { name: string; link: string | undefined }[];
    followerTotal: number;
    appreciations: { title: string; count: number; link: string }[];
    appreciatedWorkTotal: number;
  },
): MailMessage {
  const sections: { heading: string; items: { label: string; link: string | undefined }[] }[] = [];
  if (digest.followers.length > 0)
    sections.push({
      heading: `ผู้ติดตามใหม่ ${digest.followerTotal} คน / ${digest.followerTotal} new follower(s)`,
      items: digest.followers.map((follower) => ({ label: follower.name, link: follower.link })),
    });
  if (digest.appreciations.length > 0)
    sections.push({
      heading: `ผลงานที่ได้รับความชื่นชม ${digest.appreciatedWorkTotal} ชิ้น / ${digest.appreciatedWorkTotal} work(s) appreciated`,
      items: digest.appreciations.map((work) => ({
        label: `${work.title}: ${work.count} ครั้ง / ${work.count} time(s)`,
        link: work.link,
      })),
    });
  const intro = ['สรุปความเคลื่อนไหวของคุณตั้งแต่ฉบับที่แล้ว', 'Your news since the last digest.'];
  const outro = [
    'ปิดอีเมลสรุปรายวันได้ที่การตั้งค่าบัญชีของคุณ',
    'You can turn the daily digest off in your account settings.',
  ];
  const text = [
    ...intro,
    '',
    ...sections.flatMap((section) => [
      `${section.heading}:`,
      ...section.items.map((item) => (item.link ? `- ${item.label}\n  ${item.link}` : `- ${item.label}`)),
      '',
    ]),
    ...outro,
  ].join('\n');
  const html = [
    ...intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...sections.map(
      (section) =>
        `<h3>${escapeHtml(section.heading)}</h3><ul>${section.items
          .map((item) =>
            item.link
              ? `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.label)}</a></li>`
              : `<li>${escapeHtml(item.label)}</li>`,
          )
          .join('')}</ul>`,
    ),
    ...outro.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('');
  return { to, subject: 'สรุปความเคลื่อนไหวประจำวัน / Your daily digest', text: `${text}\n`, html };
}
