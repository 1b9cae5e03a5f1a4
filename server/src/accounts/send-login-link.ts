import type { RouteDeps } from '../league/route-deps';
import { leagueNameOf } from '../mail/league-mail';
import { loginLinkMail } from '../mail/templates';
import type { LoginPurpose } from './login-tokens';

/** Mails a login link (account approved, or password reset), in French, with the league's name. */
export async function sendLoginLink(
  deps: Pick<RouteDeps, 'db' | 'config' | 'mailer'>,
  to: { email: string; name: string },
  token: string,
  purpose: LoginPurpose,
): Promise<void> {
  const leagueName = await leagueNameOf(deps);
  const mail = loginLinkMail({ leagueName, publicUrl: deps.config.publicUrl, name: to.name, token, purpose });
  await deps.mailer.send({ to: to.email, ...mail });
}
