import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from './server';

/** Calls the real server as a program would (same-origin header, session cookie), for steps outside the UI. */
export async function loginCookie(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${baseUrl}/api/myaccount/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

export async function approveRequestOf(baseUrl: string, email: string): Promise<void> {
  const cookie = await loginCookie(baseUrl, 'admin@ligue.test');
  const headers = { cookie, origin: baseUrl, accept: 'application/json' };
  const pending = (await (await fetch(`${baseUrl}/api/users?type=pending`, { headers })).json()) as {
    pendingUsers: { _id: string; email: string }[];
  };
  const request = pending.pendingUsers.find((candidate) => candidate.email === email);
  if (!request) throw new Error(`no pending request for ${email}`);
  const approved = await fetch(`${baseUrl}/api/users/approverequest/${request._id}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  if (!approved.ok) throw new Error(`approve: ${approved.status}`);
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
