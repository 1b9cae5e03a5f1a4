/**
 * The league's mails, in French: pure functions returning a subject, a plain-text body and an HTML body.
 * Each body is a list of blocks rendered twice, so the text and HTML versions always say the same thing
 * and every value is HTML-escaped in one place.
 */
import { NNBSP, PAGES } from '@league/shared';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A paragraph, a link (label then absolute URL) or a message quoted as written by its author. */
type Block = string | { label: string; href: string } | { quote: string };

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An absolute link on the league's site; an absolute `path` replaces any path of `publicUrl`. */
export function siteLink(path: string, publicUrl: string): string {
  return new URL(path, publicUrl).toString();
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('quote' in block) return block.quote;
  return `${block.label}\n${block.href}`;
}

function blockHtml(block: Block): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('quote' in block) return `<blockquote style="white-space: pre-wrap">${escapeHtml(block.quote)}</blockquote>`;
  return `<p><a href="${escapeHtml(block.href)}">${escapeHtml(block.label)}</a></p>`;
}

function render(subject: string, leagueName: string, blocks: Block[]): MailContent {
  const all: Block[] = [...blocks, `— ${leagueName}`];
  const body = all.map(blockHtml).join('\n');
  return {
    subject,
    text: `${all.map(blockText).join('\n\n')}\n`,
    html: `<!doctype html>\n<html lang="fr">\n<body>\n${body}\n</body>\n</html>\n`,
  };
}

export interface LoginLinkMailInput {
  leagueName: string;
  publicUrl: string;
  name: string;
  token: string;
  purpose: 'reset' | 'approval';
}

/** The single-use login link, after a password reset request or an approved account request. */
export function loginLinkMail({ leagueName, publicUrl, name, token, purpose }: LoginLinkMailInput): MailContent {
  const href = siteLink(`/?auth=${encodeURIComponent(token)}`, publicUrl);
  const approval = purpose === 'approval';
  const intro = approval
    ? `Votre demande de compte sur le site de ${leagueName} a été acceptée.`
    : `Vous avez demandé un nouveau mot de passe pour le site de ${leagueName}.`;
  const after = approval
    ? 'Ce lien ne fonctionne qu’une seule fois, pendant une heure.'
    : `Ce lien ne fonctionne qu’une seule fois, pendant une heure${NNBSP}; vous choisirez ensuite un nouveau mot de passe. ` +
      'Si vous n’avez rien demandé, ignorez ce courriel.';
  const subject = approval ? 'votre demande de compte est acceptée' : 'votre lien de connexion';
  return render(`${leagueName}${NNBSP}: ${subject}`, leagueName, [
    `Bonjour ${name},`,
    intro,
    { label: `Pour vous connecter, ouvrez ce lien${NNBSP}:`, href },
    after,
  ]);
}

export interface RequestDeniedMailInput {
  leagueName: string;
  name: string;
}

export function requestDeniedMail({ leagueName, name }: RequestDeniedMailInput): MailContent {
  return render(`${leagueName}${NNBSP}: votre demande de compte`, leagueName, [
    `Bonjour ${name},`,
    `Votre demande de compte sur le site de ${leagueName} n’a pas été acceptée.`,
    'Pour toute question, écrivez aux administrateurs de la ligue depuis la page Contact du site.',
  ]);
}

export interface RescheduleRequestMailInput {
  leagueName: string;
  publicUrl: string;
  requestingTeam: string;
  matchLabel: string;
  slotLabel: string;
  /** the reservation to confirm: the link opens the timeslot confirmation dialog on it */
  reservationId: string;
}

/** The page that opens the timeslot confirmation dialog on one reservation: /timeslots?confirmer=<id>. */
export function confirmationLink(publicUrl: string, reservationId: string): string {
  return siteLink(`/timeslots?confirmer=${encodeURIComponent(reservationId)}`, publicUrl);
}

/** To the other team's captains, when a team asks to replay a match in an open time slot. */
export function rescheduleRequestMail(input: RescheduleRequestMailInput): MailContent {
  const { leagueName, publicUrl, requestingTeam, matchLabel, slotLabel, reservationId } = input;
  return render(`${leagueName}${NNBSP}: demande de reprise du match ${matchLabel}`, leagueName, [
    'Bonjour,',
    `L’équipe ${requestingTeam} demande de reprendre le match ${matchLabel} dans la plage horaire ${slotLabel}.`,
    `Un capitaine de votre équipe doit confirmer la demande${NNBSP}; un administrateur l’approuvera ensuite.`,
    { label: `Confirmer ou refuser la demande${NNBSP}:`, href: confirmationLink(publicUrl, reservationId) },
  ]);
}

export interface ReservationNewsMailInput {
  leagueName: string;
  publicUrl: string;
  matchLabel: string;
  /** what happened, one French sentence (the same as the in-app notification) */
  news: string;
}

/** To the people concerned by a step of a reservation: confirmed, denied, or booked (the match moved). */
export function reservationNewsMail({
  leagueName,
  publicUrl,
  matchLabel,
  news,
}: ReservationNewsMailInput): MailContent {
  return render(`${leagueName}${NNBSP}: reprise du match ${matchLabel}`, leagueName, [
    'Bonjour,',
    news,
    { label: `Voir les plages horaires${NNBSP}:`, href: siteLink('/timeslots', publicUrl) },
  ]);
}

export interface ContactMailInput {
  leagueName: string;
  fromName: string;
  fromEmail: string;
  message: string;
}

/** To the league's administrators, from the contact page. */
export function contactMail({ leagueName, fromName, fromEmail, message }: ContactMailInput): MailContent {
  return render(`${leagueName}${NNBSP}: message de ${fromName}`, leagueName, [
    `${fromName} (${fromEmail}) a écrit depuis la page Contact du site de ${leagueName}${NNBSP}:`,
    { quote: message },
    `Pour lui répondre, écrivez à ${fromEmail}.`,
  ]);
}

export interface FreeAgentMailInput {
  leagueName: string;
  name: string;
  email: string;
  message?: string;
}

/** To the league's administrators, when a player signs up as a free agent. */
export function freeAgentMail({ leagueName, name, email, message }: FreeAgentMailInput): MailContent {
  const note: Block = message?.trim() ? { quote: message } : 'Aucun message.';
  return render(`${leagueName}${NNBSP}: inscription d’un joueur autonome, ${name}`, leagueName, [
    `Nouvelle inscription de joueur autonome sur le site de ${leagueName}${NNBSP}: ${name} (${email}).`,
    note,
  ]);
}

export interface AccountRequestMailInput {
  leagueName: string;
  publicUrl: string;
  name: string;
  email: string;
  role: string;
  teams: readonly string[];
  info: string;
}

/** To the league's administrators, when someone asks for an account. */
export function accountRequestMail(input: AccountRequestMailInput): MailContent {
  const { leagueName, publicUrl, name, email, role, teams, info } = input;
  return render(`${leagueName}${NNBSP}: demande de compte de ${name}`, leagueName, [
    `${name} (${email}) demande un compte sur le site de ${leagueName}, avec le rôle ${role}.`,
    teams.length > 0 ? `Équipes demandées${NNBSP}: ${teams.join(', ')}.` : 'Aucune équipe demandée.',
    info.trim() ? { quote: info } : 'Aucune information supplémentaire.',
    { label: `Approuver ou refuser la demande${NNBSP}:`, href: siteLink('/admin/users', publicUrl) },
  ]);
}

export interface SignUpExistingAccountMailInput {
  leagueName: string;
  publicUrl: string;
  name: string;
}

/** To an account's owner when someone signs up with its address: the sign-up answer never tells. */
export function signUpExistingAccountMail({
  leagueName,
  publicUrl,
  name,
}: SignUpExistingAccountMailInput): MailContent {
  return render(`${leagueName}${NNBSP}: vous avez déjà un compte`, leagueName, [
    `Bonjour ${name},`,
    `Une demande de compte vient d’être faite sur le site de ${leagueName} avec votre adresse, qui a déjà un compte.`,
    `Si c’était vous et que vous avez oublié votre mot de passe, utilisez «${NNBSP}Mot de passe oublié${NNBSP}» pour recevoir un lien de connexion.`,
    { label: `Le site${NNBSP}:`, href: siteLink('/', publicUrl) },
    `Si ce n’était pas vous, ignorez ce courriel${NNBSP}: rien n’a changé.`,
  ]);
}

export interface ResultNoticeMailInput {
  leagueName: string;
  publicUrl: string;
  /** the notice, e.g. 'Résultat proposé pour Lions – Tigres du 1 juin : 7 – 3.' */
  notice: string;
  /** where on the site to act on it */
  path: string;
}

/**
 * A match result proposed (to the administrators), approved or refused (to the captains or the proposal's author);
 * a match cancelled, moved or its result approved (to the people who follow its teams and chose to hear of it).
 */
export function resultNoticeMail({ leagueName, publicUrl, notice, path }: ResultNoticeMailInput): MailContent {
  return render(`${leagueName}${NNBSP}: ${notice}`, leagueName, [
    'Bonjour,',
    notice,
    { label: `Voir sur le site${NNBSP}:`, href: siteLink(path, publicUrl) },
  ]);
}

export interface ChoiceFooterInput {
  publicUrl: string;
  /** the notice's name, « Mes matchs annulés ou déplacés » */
  label: string;
  /** the team it is chosen for, '' for the whole league */
  team: string;
  /** the link that turns it off */
  unsubscribe: string;
}

/** A notice the person chose: the mail says why it came, and links to turn it off and to all their choices. */
export function withChoiceFooter(mail: MailContent, { publicUrl, label, team, unsubscribe }: ChoiceFooterInput) {
  const forTeam = team ? ` pour l’équipe ${team}` : '';
  const footer: Block[] = [
    `Vous recevez ce courriel parce que vous avez choisi «${NNBSP}${label}${NNBSP}»${forTeam}.`,
    { label: `Ne plus recevoir cet avis${forTeam}${NNBSP}:`, href: unsubscribe },
    {
      label: `Choisir tous vos avis dans «${NNBSP}Gestion du Compte${NNBSP}»${NNBSP}:`,
      href: siteLink(PAGES.preferences.path, publicUrl),
    },
  ];
  return {
    subject: mail.subject,
    text: `${mail.text}\n${footer.map(blockText).join('\n\n')}\n`,
    html: mail.html.replace('\n</body>', `\n<hr>\n${footer.map(blockHtml).join('\n')}\n</body>`),
  } satisfies MailContent;
}
