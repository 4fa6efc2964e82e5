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

/** No SMTP_URL and no outbox: the mail cannot go anywhere. */
export class MailNotConfiguredError extends Error {
  constructor() {
    super('mail is not configured (set SMTP_URL)');
  }
}

/**
 * Sends through SMTP_URL when configured. Otherwise, with an outbox (embedded mode, or
 * MAIL_OUTBOX=1), writes each mail to `<dataDir>/outbox/` (mode 0600) so a local install can
 * still complete a password reset; without one it refuses. A mail's text (a reset link is a
 * credential) never goes to the log.
 */
export class MailService {
  private readonly transport: Transporter | null;

  constructor(private readonly opts: { smtpUrl: string | null; from: string; outboxDir: string | null }) {
    this.transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, ...mail });
      return;
    }
    if (!this.opts.outboxDir) {
      logger.warn(`mail is not configured (SMTP_URL is unset): "${mail.subject}" was not sent`);
      throw new MailNotConfiguredError();
    }
    await fs.mkdir(this.opts.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`;
    const file = path.join(this.opts.outboxDir, name);
    const body = `From: ${this.opts.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`;
    await fs.writeFile(file, body, { mode: 0o600 });
    logger.info(`mail "${mail.subject}" written to ${file} (no SMTP_URL)`);
  }
}
