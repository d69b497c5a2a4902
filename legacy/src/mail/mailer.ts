import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends over SMTP when an SMTP URL is configured; otherwise writes each message into `outboxDir` as a
 * `.json` file (to, subject, text, html) beside its `.eml`, where a developer or a test can read it.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      fs.mkdirSync(options.outboxDir, { recursive: true });
      // Time-ordered names so a reader can take the newest message for an address.
      const name = `${Date.now().toString().padStart(15, '0')}-${crypto.randomBytes(4).toString('hex')}`;
      // The JSON copy is written before send() first waits: mail sent just after an answer is then in the
      // outbox by the time a client in the same process has read that answer.
      fs.writeFileSync(
        path.join(options.outboxDir, `${name}.json`),
        JSON.stringify({ from: options.from, ...message, sent_at: new Date().toISOString() }, null, 2),
      );
      const info = await transport.sendMail({ from: options.from, ...message });
      fs.writeFileSync(path.join(options.outboxDir, `${name}.eml`), info.message as Buffer);
    },
  };
}
