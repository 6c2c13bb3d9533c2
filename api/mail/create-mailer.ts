import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';
import type { Logger } from '../context';
import { newId } from '../ids';
import type { Mailer } from './mailer';

/**
 * SMTP when configured; otherwise every message (mail or SMS) is rendered by nodemailer as a .eml file
 * under DATA_DIR/outbox, so a demo or a test can read what was "sent".
 */
export function createMailer(config: AppConfig, log: Logger): Mailer {
  if (config.smtp) {
    const transport = nodemailer.createTransport({
      host: config.smtp.host,
      port: config.smtp.port,
      secure: config.smtp.secure,
      auth: config.smtp.user ? { user: config.smtp.user, pass: config.smtp.pass ?? '' } : undefined,
    });
    return {
      async send(m) {
        if (!m.to.includes('@')) return writeToOutbox(config, log, m); // SMS: no gateway configured yet.
        await transport.sendMail({ from: config.mailFrom, to: m.to, subject: m.subject, text: m.text });
      },
    };
  }
  return { send: (m) => writeToOutbox(config, log, m) };
}

const emlRenderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function writeToOutbox(config: AppConfig, log: Logger, m: { to: string; subject: string; text: string }) {
  const dir = path.join(config.dataDir, 'outbox');
  fs.mkdirSync(dir, { recursive: true });
  // A phone number is not a valid mail address: keep it readable in a header of its own.
  const isPhone = !m.to.includes('@');
  const info = await emlRenderer.sendMail({
    from: config.mailFrom,
    to: isPhone ? undefined : m.to,
    headers: isPhone ? { 'X-Boutique-Sms-To': m.to } : undefined,
    subject: m.subject,
    text: m.text,
  });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${newId()}.eml`);
  fs.writeFileSync(file, info.message as Buffer);
  // The file name only: the recipient is an e-mail address or a phone number, never logged.
  log.info(`message écrit dans ${file}`);
}
