import type { MailMessage } from './mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMessage(to: string, subject: string, thai: string, english: string, link: string): MailMessage {
  const href = escapeHtml(link);
  return {
    to,
    subject,
    text: `${thai}\n${english}\n\n${link}\n`,
    html: `<p>${escapeHtml(thai)}</p><p>${escapeHtml(english)}</p><p><a href="${href}">${href}</a></p>`,
  };
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
  const lines = [thai, thaiReason, '', english, englishReason];
  const href = escapeHtml(refusal.link);
  return {
    to,
    subject: refusal.revision
      ? 'การแก้ไขผลงานยังไม่ได้รับการอนุมัติ / Your edit was not approved'
      : 'ผลงานยังไม่ได้รับการอนุมัติ / Your portfolio was not approved',
    text: `${lines.join('\n')}\n\n${refusal.link}\n`,
    html: `${lines
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p><a href="${href}">${href}</a></p>`,
  };
}
