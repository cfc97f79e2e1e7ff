import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

// How mail leaves the server: SMTP when SMTP_URL is set, else one .eml file per message in the
// outbox folder (DATA_DIR/outbox), so `npm start` on a laptop shows every email it would send.

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox-folder';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailTransport(options: { smtpUrl: string | undefined; outboxDir: string }): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await smtp.sendMail(message);
      },
      close: () => smtp.close(),
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  let folderMade: Promise<unknown> | null = null;
  return {
    kind: 'outbox-folder',
    async send(message) {
      const info = await composer.sendMail(message);
      await (folderMade ??= mkdir(options.outboxDir, { recursive: true }).catch((error: unknown) => {
        folderMade = null;
        throw error;
      }));
      // Sortable by time; the random part keeps two messages of one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => composer.close(),
  };
}
