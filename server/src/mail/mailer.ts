/**
 * Sends the league's mail: through SMTP when SMTP_URL is set, otherwise into an outbox folder of `.eml` files
 * (one real MIME message per mail) with one log line each, so login links can be read without a mail server.
 */
import { NNBSP } from '@league/shared';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SendMailOptions } from 'nodemailer';
import { loadNodemailer, onFirstUse } from '../rare-modules';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * the link that turns this notice off: sent as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058), so a
   * mail program offers « Se désabonner » and posts to it in one click
   */
  unsubscribe?: string;
}

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server (or written to the outbox); rejects in French otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerConfig {
  /** `smtp://user:pass@host:587`, `smtps://…`; null writes `.eml` files into `outboxDir` instead */
  smtpUrl: string | null;
  outboxDir: string;
  /** the From address, e.g. `Ligue <ligue@exemple.ca>` */
  from: string;
  log?: (line: string) => void;
}

interface Sender {
  send(options: SendMailOptions, message: MailMessage): Promise<void>;
  close(): void;
}

function recipients(to: string | string[]): string {
  return Array.isArray(to) ? to.join(', ') : to;
}

function addresses(list: Array<string | { address: string }>): string {
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ');
}

/** `2026-03-01T12-30-00.000Z-1a2b3c4d.eml`: sorts by time, never collides. */
export function outboxFileName(now: Date = new Date()): string {
  return `${now.toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

async function smtpSender(smtpUrl: string, log: (line: string) => void): Promise<Sender> {
  const transport = (await loadNodemailer()).createTransport(smtpUrl);
  return {
    async send(options, message) {
      const info = await transport.sendMail(options);
      if (info.rejected.length > 0) log(`Mail refused for ${addresses(info.rejected)}: ${message.subject}`);
    },
    close: () => transport.close(),
  };
}

async function outboxSender(outboxDir: string, log: (line: string) => void): Promise<Sender> {
  const transport = (await loadNodemailer()).createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    async send(options, message) {
      const info = await transport.sendMail(options);
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, outboxFileName());
      await writeFile(file, info.message as Buffer, { flag: 'wx' });
      log(`Mail to ${recipients(message.to)}: ${message.subject} (${file})`);
    },
    close: () => transport.close(),
  };
}

function mailOptions(from: string, message: MailMessage): SendMailOptions {
  const { to, subject, text, html, replyTo, unsubscribe } = message;
  const oneClick = unsubscribe
    ? { list: { unsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
    : {};
  // Mail bodies never read local files or fetch URLs.
  return { from, to, subject, text, html, replyTo, ...oneClick, disableFileAccess: true, disableUrlAccess: true };
}

export function createMailer(config: MailerConfig): Mailer {
  const log = config.log ?? ((line: string) => console.log(line));
  // the transport (and nodemailer) is made with the first mail, not at start
  let made: Sender | undefined;
  const sender = onFirstUse(async () => {
    made = await (config.smtpUrl ? smtpSender(config.smtpUrl, log) : outboxSender(config.outboxDir, log));
    return made;
  });
  return {
    async send(message) {
      try {
        await (await sender()).send(mailOptions(config.from, message), message);
      } catch (cause) {
        const reason = cause instanceof Error ? `${NNBSP}: ${cause.message}` : '';
        throw new Error(
          `Le courriel «${NNBSP}${message.subject}${NNBSP}» n'a pas pu être envoyé à ${recipients(message.to)}${reason}`,
          { cause },
        );
      }
    },
    close: () => made?.close(),
  };
}
