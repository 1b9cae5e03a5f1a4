import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A match as GET /api/schedule answers it, in the parts the tests read. */
export interface ApiMatch {
  _id: string;
  date: string;
  field: string;
  homeTeam: string;
  awayTeam: string;
  status: string;
  result: { home: number; away: number } | null;
}

/** The login link of the newest mail to this address in the server's outbox (mail is sent in the background). */
export async function loginLinkFromOutbox(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const link = findLoginLink(join(dataDir, 'outbox'), email);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no login link mailed to ${email}`);
}

function findLoginLink(outbox: string, email: string): string | null {
  if (!existsSync(outbox)) return null;
  const mails = readdirSync(outbox)
    .map((file) => join(outbox, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((file) =>
      readFileSync(file, 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.includes(email));
  return /https?:\/\/[^\s"<>]*\?auth=[\w%-]+/.exec(mails[0] ?? '')?.[0] ?? null;
}
