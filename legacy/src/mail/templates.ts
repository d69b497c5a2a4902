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
