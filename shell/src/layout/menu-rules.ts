import { favouritesOf, hasAdminStatus, hasCaptainStatus, hasDevStatus, type Session } from '@league/shared';
import { paths } from '@league/shared';

/** What the navbar and the main menu show depends on who is there and on the league's state. */
export interface MenuContext {
  session: Session;
  archiveView: boolean;
  scheduleEmpty: boolean;
  rankingProvisional: boolean;
  sponsorCount: number;
  /** a visitor's favourites, from local storage */
  localFavourites: string[];
  /** the sign-up button may be hidden by the league's configuration */
  showSignUp: boolean;
  /** reservations waiting for this person's decision (the Timeslots entry shows the count) */
  timeslotsAwaiting?: number;
}

export interface MenuLink {
  to: string;
  label: string;
}

const teamLink = (name: string): MenuLink => ({ to: paths.team(name), label: name });

/** Favourites come from the account, or from local storage for visitors; only basic users have them, none in archive mode. */
export function favouriteTeams({ session, archiveView, localFavourites }: MenuContext): string[] {
  return [...(favouritesOf(session, localFavourites, archiveView) ?? [])];
}

export function captainTeams({ session, archiveView }: MenuContext): string[] {
  return hasCaptainStatus(session.perm.role, archiveView) && session.loggedIn ? session.captainTeams : [];
}

/** Navbar: Schedule while the schedule is empty or the ranking provisional, otherwise Series; Teams without favourites. */
export function navbarLinks(context: MenuContext): MenuLink[] {
  const showSchedule = context.scheduleEmpty || context.rankingProvisional;
  return [
    showSchedule ? { to: paths.schedule, label: 'Calendrier' } : { to: paths.series, label: 'Séries' },
    { to: paths.ranking, label: 'Classement' },
    ...(favouriteTeams(context).length === 0 ? [{ to: paths.teams, label: 'Équipes' }] : []),
  ];
}

const timeslotsLabel = (awaiting: number) => (awaiting > 0 ? `Plages horaires (${awaiting})` : 'Plages horaires');

/** The main menu's entries, in their order. */
export function mainMenuLinks(context: MenuContext): MenuLink[] {
  const role = context.session.loggedIn ? context.session.perm.role : 'basic';
  const admin = context.session.loggedIn && hasAdminStatus(role, context.archiveView);
  const captain = context.session.loggedIn && hasCaptainStatus(role, context.archiveView);
  return [
    { to: paths.home, label: 'Accueil' },
    { to: paths.teams, label: 'Équipes' },
    { to: paths.schedule, label: 'Calendrier' },
    ...favouriteTeams(context).map(teamLink),
    ...captainTeams(context).map(teamLink),
    { to: paths.series, label: 'Séries' },
    { to: paths.ranking, label: 'Classement' },
    { to: paths.fields, label: 'Terrains' },
    ...(captain ? [{ to: paths.timeslots, label: timeslotsLabel(context.timeslotsAwaiting ?? 0) }] : []),
    ...(context.sponsorCount > 0 || admin ? [{ to: paths.sponsors, label: 'Commanditaires' }] : []),
    { to: paths.contact, label: 'Nous joindre' },
    ...(context.session.loggedIn && hasDevStatus(role, context.archiveView)
      ? [{ to: paths.apiDocumentation, label: 'API' }]
      : []),
  ];
}

/** An account action: a dialog opened through the bus, or a page. */
export type AccountAction =
  | { kind: 'dialog'; dialog: 'login' | 'register' | 'notificationCentre' | 'preferences'; label: string }
  | { kind: 'link'; to: string; label: string };

/**
 * What the account offers, in the user menu and in the drawer on a phone: log in and
 * sign up for a visitor; notifications, account management, administration (admins) and logout for a member.
 */
export function accountActions({ session, archiveView, showSignUp }: MenuContext): AccountAction[] {
  if (!session.loggedIn) {
    return [
      { kind: 'dialog', dialog: 'login', label: 'Se connecter' },
      ...(showSignUp ? [{ kind: 'dialog', dialog: 'register', label: "S'inscrire" } as const] : []),
    ];
  }
  return [
    { kind: 'dialog', dialog: 'notificationCentre', label: `Notifications (${session.notifications.length})` },
    { kind: 'dialog', dialog: 'preferences', label: 'Gestion du Compte' },
    ...(hasAdminStatus(session.perm.role, archiveView)
      ? [{ kind: 'link', to: paths.admin, label: 'Administration' } as const]
      : []),
    { kind: 'link', to: paths.logout, label: 'Déconnexion' },
  ];
}
