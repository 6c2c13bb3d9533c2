import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config';
import { createMailer } from './create-mailer';

/** Without SMTP settings every message lands as a readable .eml file under DATA_DIR/outbox. */
describe('outbox mailer', () => {
  let dataDir: string;
  let config: AppConfig;
  let logged: string[];
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-mail-'));
    config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAIL_FROM: 'Boutique <no-reply@boutique.local>' });
    logged = [];
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const outboxFiles = () => {
    const dir = path.join(dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
  };

  it('writes a mail as an .eml with its headers and a readable French body, and logs where', async () => {
    const mailer = createMailer(config, { info: (m) => logged.push(m), error: () => {} });
    await mailer.send({
      to: 'awa@example.com',
      subject: 'Votre code de réinitialisation',
      text: 'Bonjour Awa,\nVotre code est : 482913\nÀ bientôt.',
    });
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(files[0]!, 'utf8');
    expect(eml).toMatch(/^From: Boutique <no-reply@boutique\.local>$/m);
    expect(eml).toMatch(/^To: awa@example\.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m); // encoded because of the accent, as a mail client expects
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    // The body decodes back to the text (quoted-printable for accents).
    const body = eml.split(/\n\n/).slice(1).join('\n\n');
    const decoded = Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    expect(decoded).toContain('Votre code est : 482913');
    expect(decoded).toContain('À bientôt.');
    expect(logged.some((m) => m.includes(files[0]!))).toBe(true);
  });

  it('writes a message for a phone number with the number in its own header', async () => {
    const mailer = createMailer(config, { info: () => {}, error: () => {} });
    await mailer.send({ to: '+22670000001', subject: 'Code', text: 'Votre code est : 123456' });
    await mailer.send({ to: 'second@example.com', subject: 'Deux', text: 'Deuxième message' });
    const files = outboxFiles();
    expect(files).toHaveLength(2);
    const sms = files.map((f) => fs.readFileSync(f, 'utf8')).find((e) => e.includes('X-Boutique-Sms-To'))!;
    expect(sms).toMatch(/^X-Boutique-Sms-To: \+22670000001$/m);
    expect(sms).not.toMatch(/^To:/m);
    expect(sms).toContain('Votre code est : 123456');
  });
});
