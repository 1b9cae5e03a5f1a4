import type { LoginPurpose } from './login-tokens';
import type { RouteDeps } from '../league/route-deps';
import { readSetting } from '../league/settings';
import { loginLinkMail } from '../mail/templates';

/** Mails a login link (account approved, or password reset), in French, with the league's name. */
export async function sendLoginLink(
  { db, config, mailer }: Pick<RouteDeps, 'db' | 'config' | 'mailer'>,
  to: { email: string; name: string },
  token: string,
  purpose: LoginPurpose,
): Promise<void> {
  const leagueName = await readSetting(db, 'leagueName', 'Ligue');
  const mail = loginLinkMail({ leagueName, publicUrl: config.publicUrl, name: to.name, token, purpose });
  await mailer.send({ to: to.email, ...mail });
}
