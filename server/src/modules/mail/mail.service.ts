import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logger } from '../../logger';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends through SMTP_URL when configured; otherwise writes each mail to `<dataDir>/outbox/`
 * and the log, so a self-hosted install without SMTP can still complete a password reset.
 */
export class MailService {
  private readonly transport: Transporter | null;

  constructor(private readonly opts: { smtpUrl: string | null; from: string; outboxDir: string }) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, ...mail });
      return;
    }
    await fs.mkdir(this.opts.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`;
    const file = path.join(this.opts.outboxDir, name);
    const body = `From: ${this.opts.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
    await fs.writeFile(file, body, { mode: 0o600 });
    logger.info(`mail to ${mail.to} ("${mail.subject}") written to ${file}\n${mail.text}`);
  }
}
