import {
  favouritesOf,
  hasAdminStatus,
  hasCaptainStatus,
  hasDevStatus,
  PAGE_LIST,
  PAGES,
  paths,
  type MenuCondition,
  type MenuPlace,
  type PageEntry,
  type Session,
} from '@league/shared';

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

type Menu = 'main' | 'navbar';

/** Whether a page's menu entry shows, by its condition in the PAGES table. */
function shows(when: MenuCondition | undefined, context: MenuContext): boolean {
  const role = context.session.loggedIn ? context.session.perm.role : 'basic';
  const scheduleLeads = context.scheduleEmpty || context.rankingProvisional;
  switch (when) {
    case undefined:
      return true;
    case 'captain':
      return context.session.loggedIn && hasCaptainStatus(role, context.archiveView);
    case 'sponsors':
      return context.sponsorCount > 0 || (context.session.loggedIn && hasAdminStatus(role, context.archiveView));
    case 'dev':
      return context.session.loggedIn && hasDevStatus(role, context.archiveView);
    case 'scheduleLeads':
      return scheduleLeads;
    case 'seriesLead':
      return !scheduleLeads;
    case 'noFavourites':
      return favouriteTeams(context).length === 0;
  }
}

const timeslotsLabel = (awaiting: number) => (awaiting > 0 ? `Plages horaires (${awaiting})` : 'Plages horaires');

/** The label of a page's entry: the Timeslots entry counts the reservations waiting for the person. */
function labelOf(page: PageEntry, place: MenuPlace, context: MenuContext): string {
  if (page.path === paths.timeslots) return timeslotsLabel(context.timeslotsAwaiting ?? 0);
  return place.label ?? page.title;
}

/** A menu's entries from the PAGES table, by their order, with extra links placed at an order of their own. */
function menuLinks(menu: Menu, context: MenuContext, extra: { order: number; links: MenuLink[] }[] = []) {
  const entries = PAGE_LIST.flatMap((page) => {
    const place = page.menus?.[menu];
    return place && shows(place.when, context)
      ? [{ order: place.order, links: [{ to: page.path, label: labelOf(page, place, context) }] }]
      : [];
  });
  return [...entries, ...extra].sort((a, b) => a.order - b.order).flatMap((entry) => entry.links);
}

/** Navbar: Schedule while the schedule is empty or the ranking provisional, otherwise Series; Teams without favourites. */
export function navbarLinks(context: MenuContext): MenuLink[] {
  return menuLinks('navbar', context);
}

/** The favourite and captained teams follow the Schedule entry of the main menu. */
const TEAM_LINKS_ORDER = PAGES.schedule.menus.main.order + 5;

/** The main menu's entries, in their order. */
export function mainMenuLinks(context: MenuContext): MenuLink[] {
  const teams = [...favouriteTeams(context), ...captainTeams(context)].map(teamLink);
  return menuLinks('main', context, [{ order: TEAM_LINKS_ORDER, links: teams }]);
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
