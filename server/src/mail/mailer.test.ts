import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer, type MailMessage, outboxFileName } from './mailer';
import { loginLinkMail } from './templates';

const FROM = 'Ligue de balle <ligue@ligue.test>';
const REFUSED = 'inconnu@ligue.test';
const FAILURE = /Le courriel «\u202f.+\u202f» n'a pas pu être envoyé/;
const LINK = 'http://localhost:8080/?auth=jeton%2Bsecret';

const loginMail = (to: string | string[]): MailMessage => ({
  to,
  ...loginLinkMail({
    leagueName: 'Ligue de balle',
    publicUrl: 'http://localhost:8080',
    name: 'Jean-François Bélanger',
    token: 'jeton+secret',
    purpose: 'approval',
  }),
});

// ---- reading a raw MIME message, without a mail parser ----

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A header's unfolded value, its `=?UTF-8?Q|B?…?=` words decoded. */
function header(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
}

function textBody(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/.exec(raw);
  if (!part?.[1]) throw new Error(`no text/plain part in:\n${raw}`);
  return decodeQuotedPrintable(part[1]);
}

// ---- a real SMTP server in the test process ----

type Received = { from: string; to: string[]; raw: string };

async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === REFUSED ? Object.assign(new Error('Boîte inconnue'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const from = mailFrom ? mailFrom.address : '';
        received.push({ from, to: rcptTo.map((a) => a.address), raw: Buffer.concat(chunks).toString('latin1') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('sending mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer;
  const log = jest.fn();
  beforeEach(async () => {
    smtp = await startSmtpServer();
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxDir: '/nonexistent', from: FROM, log });
  });
  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  it('delivers the login link to the recipient, from the league, with the French subject', async () => {
    await mailer.send(loginMail('capitaine@ligue.test'));
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received as [Received];
    expect(mail.from).toBe('ligue@ligue.test');
    expect(mail.to).toEqual(['capitaine@ligue.test']);
    expect(header(mail.raw, 'From')).toBe(FROM);
    expect(header(mail.raw, 'Subject')).toBe('Ligue de balle\u202f: votre demande de compte est acceptée');
    expect(textBody(mail.raw)).toContain('Bonjour Jean-François Bélanger,');
    expect(textBody(mail.raw)).toContain(LINK);
  });

  it('delivers one mail to several recipients, with the Reply-To address', async () => {
    await mailer.send({ ...loginMail(['admin@ligue.test', 'dev@ligue.test']), replyTo: 'sophie@exemple.ca' });
    expect(smtp.received.map((mail) => mail.to)).toEqual([['admin@ligue.test', 'dev@ligue.test']]);
    expect(header(smtp.received[0]!.raw, 'To')).toBe('admin@ligue.test, dev@ligue.test');
    expect(header(smtp.received[0]!.raw, 'Reply-To')).toBe('sophie@exemple.ca');
  });

  it('carries the one-click unsubscribe headers of a chosen notice (RFC 8058), and none otherwise', async () => {
    const unsubscribe = `https://ligue.example/api/notices/unsubscribe/${'a'.repeat(90)}.signature`;
    await mailer.send({ ...loginMail('membre@ligue.test'), unsubscribe });
    await mailer.send(loginMail('membre@ligue.test'));
    const [chosen, plain] = smtp.received as [Received, Received];
    // a long link is folded after the colon: unfolded, the header is the link in angle brackets
    const unfolded = chosen.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(/^List-Unsubscribe: *(\S+)\r?$/m.exec(unfolded)?.[1]).toBe(`<${unsubscribe}>`);
    expect(header(chosen.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(plain.raw).not.toMatch(/^List-Unsubscribe/im);
  });

  it('rejects in French, keeping the cause, when the server refuses the recipient', async () => {
    const sending = mailer.send(loginMail(REFUSED));
    await expect(sending).rejects.toThrow(FAILURE);
    await expect(sending).rejects.toHaveProperty('cause', expect.objectContaining({ message: expect.any(String) }));
    expect(smtp.received).toEqual([]);
  });

  it('still delivers to the accepted recipients and logs the refused ones', async () => {
    await mailer.send(loginMail(['capitaine@ligue.test', REFUSED]));
    expect(smtp.received.map((mail) => mail.to)).toEqual([['capitaine@ligue.test']]);
    expect(log).toHaveBeenCalledWith(
      `Mail refused for ${REFUSED}: Ligue de balle\u202f: votre demande de compte est acceptée`,
    );
  });

  it('rejects in French when no SMTP server answers', async () => {
    const port = await closedPort();
    const unreachable = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', from: FROM });
    await expect(unreachable.send(loginMail('capitaine@ligue.test'))).rejects.toThrow(FAILURE);
    unreachable.close();
  });
});

describe('writing mail to the outbox when there is no SMTP server', () => {
  let dir: string;
  let outboxDir: string;
  let mailer: Mailer;
  const log = jest.fn();
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'league-mail-'));
    outboxDir = join(dir, 'outbox');
    mailer = createMailer({ smtpUrl: null, outboxDir, from: FROM, log });
  });
  afterEach(() => {
    mailer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder and writes one .eml file per mail', async () => {
    expect(existsSync(outboxDir)).toBe(false);
    await mailer.send(loginMail('capitaine@ligue.test'));
    await mailer.send(loginMail('membre@ligue.test'));
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);
  });

  it('writes a MIME message holding To, From, the subject and the link', async () => {
    await mailer.send(loginMail(['capitaine@ligue.test', 'membre@ligue.test']));
    const raw = readFileSync(join(outboxDir, readdirSync(outboxDir)[0]!), 'latin1');
    expect(raw).toContain('\r\nMIME-Version: 1.0\r\n');
    expect(header(raw, 'To')).toBe('capitaine@ligue.test, membre@ligue.test');
    expect(header(raw, 'From')).toBe(FROM);
    expect(header(raw, 'Subject')).toBe('Ligue de balle\u202f: votre demande de compte est acceptée');
    expect(textBody(raw)).toContain(LINK);
  });

  it('logs one line naming the recipients, the subject and the file', async () => {
    await mailer.send(loginMail(['capitaine@ligue.test', 'membre@ligue.test']));
    const file = join(outboxDir, readdirSync(outboxDir)[0]!);
    expect(log.mock.calls).toEqual([
      [
        `Mail to capitaine@ligue.test, membre@ligue.test: Ligue de balle\u202f: votre demande de compte est acceptée (${file})`,
      ],
    ]);
  });

  it('rejects in French when the outbox cannot be written', async () => {
    writeFileSync(join(dir, 'fichier'), '');
    const blocked = createMailer({ smtpUrl: null, outboxDir: join(dir, 'fichier', 'outbox'), from: FROM, log });
    await expect(blocked.send(loginMail('capitaine@ligue.test'))).rejects.toThrow(FAILURE);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('naming outbox files', () => {
  it('uses the instant without colons and a random suffix', () => {
    const instant = new Date('2026-03-01T12:30:00Z');
    expect(outboxFileName(instant)).toMatch(/^2026-03-01T12-30-00\.000Z-[0-9a-f]{8}\.eml$/);
    expect(outboxFileName(instant)).not.toBe(outboxFileName(instant));
  });
});
