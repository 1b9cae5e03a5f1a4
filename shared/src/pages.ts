import type { DialogId } from './bus/modals';
import type { EndpointName } from './contract/all';
import type { RemoteName } from './remotes';
import { documentKey } from './validation/document-key';

/**
 * Every page of the site, written once: its address, the remote module that draws it, its French title, who may
 * open it, its place in the menus and, for a page the server renders, the reads it needs. The shell's routes and
 * menus, the server's page hints and rendering, and mf-public's server build all read this table, so that a new
 * page is one entry here plus its component (docs/architecture.md#where). Plain data: the visitor's first script carries it.
 */

/** Who may open a page; everyone else gets a French « réservé » page. The admin area checks each tab itself. */
export type PageAudience = 'visitor' | 'captain' | 'admin';

/**
 * When a menu entry shows (always, without one): for a captain, when the league has sponsors (or to an
 * administrator), for a developer, while the schedule leads (it is empty or the ranking provisional),
 * once the series lead, or while the visitor has no favourite team.
 */
export type MenuCondition = 'captain' | 'sponsors' | 'dev' | 'scheduleLeads' | 'seriesLead' | 'noFavourites';

/** A page's place in a menu: by `order`, under `label` (the page's title without one). */
export interface MenuPlace {
  order: number;
  label?: string;
  when?: MenuCondition;
}

/**
 * An API read of a page rendered by the server — a read of the contract, by name, with its parameters — and the key
 * the page reads it under (`useLeagueRead`), if it is one of those. `:name` in a parameter or the key stands for the
 * page address's parameter.
 */
export interface PageRead {
  call: EndpointName;
  params?: Readonly<Record<string, string>>;
  key?: string;
}

export interface PageEntry {
  /** react-router's pattern: `/teams/:teamName` */
  path: string;
  remote: RemoteName;
  /** the remote's exposed module that draws the page */
  module: string;
  /** what the document title names (the page's own heading, once rendered, may say more) */
  title: string;
  /** the title is this address parameter, decoded (an information page's: its title in the league's list) */
  titleParam?: 'teamName' | 'resourceName';
  audience?: PageAudience;
  /** a dialog opened over Home rather than a page of its own */
  dialog?: DialogId;
  menus?: { main?: MenuPlace; navbar?: MenuPlace };
  /** rendered by the server, with these reads (the shell's league data aside) */
  serverReads?: readonly PageRead[];
  /**
   * rendered by the server for a session its audience admits, with these reads made with that session (the shell's
   * league data aside); a visitor without one gets the page the browser renders
   */
  sessionReads?: readonly PageRead[];
  /**
   * narrower than the page, where and for whom the server renders it with the session: one address of `path`'s (an
   * admin tab) and an audience the page's component checks itself; the shell's route for `path` stays one
   */
  sessionScope?: { path: string; audience: PageAudience };
  /** the page's largest image, at the top: asked for before the scripts take the phone's six connections */
  image?: string;
}

/** The league's rules: the information page of this title, edited in the administration's Documents tab. */
export const RULES_DOCUMENT_TITLE = 'Règlements de la ligue';
export const RULES_DOCUMENT_KEY = documentKey(RULES_DOCUMENT_TITLE);

const seriesRead: PageRead = { call: 'series', key: 'series' };

export const PAGES = {
  home: {
    path: '/',
    remote: 'public',
    module: 'Home',
    title: 'Accueil',
    menus: { main: { order: 10 } },
    serverReads: [],
    image: '/images/home/home1.jpg', // mf-public/src/home/home-page.tsx
  },
  preferences: {
    path: '/myaccount/preferences',
    remote: 'account',
    module: 'PreferencesDialog',
    dialog: 'preferences',
    title: 'Gestion du Compte',
  },
  login: { path: '/myaccount/login', remote: 'account', module: 'LoginDialog', dialog: 'login', title: 'Connexion' },
  register: {
    path: '/myaccount/register',
    remote: 'account',
    module: 'RegisterDialog',
    dialog: 'register',
    title: 'Inscription',
  },
  adminTab: {
    path: '/admin/:tabView',
    remote: 'admin',
    module: 'Admin',
    title: 'Administration',
    // « À approuver » for an administrator: the inbox is read as the tab renders (mf-admin/src/results/use-inbox.ts)
    sessionReads: [],
    sessionScope: { path: '/admin/approbations', audience: 'admin' },
  },
  admin: { path: '/admin', remote: 'admin', module: 'Admin', title: 'Administration' },
  // the schedule is read as a window around the reader's today: a hint of the whole season would cost more
  schedule: {
    path: '/schedule',
    remote: 'public',
    module: 'Schedule',
    title: 'Calendrier',
    menus: { main: { order: 30 }, navbar: { order: 10, when: 'scheduleLeads' } },
    serverReads: [],
  },
  series: {
    path: '/series',
    remote: 'public',
    module: 'Series',
    title: 'Séries',
    menus: { main: { order: 40 }, navbar: { order: 10, when: 'seriesLead' } },
    serverReads: [seriesRead],
  },
  seriesMatch: {
    path: '/series/:match_id',
    remote: 'public',
    module: 'SeriesMatch',
    title: 'Match de série',
    serverReads: [seriesRead],
  },
  ranking: {
    path: '/ranking',
    remote: 'public',
    module: 'Ranking',
    title: 'Classement',
    menus: { main: { order: 50 }, navbar: { order: 20 } },
    serverReads: [{ call: 'seriesRanking', key: 'seriesRanking' }],
  },
  contact: {
    path: '/contact-us',
    remote: 'public',
    module: 'ContactUs',
    title: 'Nous joindre',
    menus: { main: { order: 90 } },
    serverReads: [],
  },
  sponsors: {
    path: '/sponsors',
    remote: 'public',
    module: 'Sponsors',
    title: 'Commanditaires',
    menus: { main: { order: 80, when: 'sponsors' } },
    serverReads: [],
  },
  teams: {
    path: '/teams',
    remote: 'public',
    module: 'Teams',
    title: 'Équipes',
    menus: { main: { order: 20 }, navbar: { order: 30, when: 'noFavourites' } },
    serverReads: [],
  },
  // the team's statistics, encoded as the team page encodes its name (mf-public/src/team/team-reads.ts)
  team: {
    path: '/teams/:teamName',
    remote: 'public',
    module: 'Team',
    title: 'Équipe',
    titleParam: 'teamName',
    serverReads: [
      { call: 'players', key: 'players' },
      { call: 'teamStats', params: { team: ':teamName' }, key: 'stats/:teamName' },
    ],
  },
  fields: {
    path: '/fields',
    remote: 'public',
    module: 'Fields',
    title: 'Terrains',
    menus: { main: { order: 60 } },
    serverReads: [{ call: 'fields', key: 'fields' }],
  },
  rules: {
    path: '/reglements',
    remote: 'public',
    module: 'Rules',
    title: 'Règlements',
    menus: { main: { order: 85 } },
    // read as the page renders, as an information page is: hinted only
    serverReads: [{ call: 'resource', params: { resourceName: RULES_DOCUMENT_KEY } }],
  },
  apiDocumentation: {
    path: '/api',
    remote: 'admin',
    module: 'ApiDocs',
    title: "Documentation de l'API",
    menus: { main: { order: 100, label: 'API', when: 'dev' } },
  },
  freeAgents: {
    path: '/freeagents',
    remote: 'public',
    module: 'FreeAgents',
    title: 'Joueurs autonomes',
    serverReads: [{ call: 'freeAgents', key: 'freeAgents' }],
  },
  // hinted only: the page reads it as it renders, so an unknown name shows its own « introuvable »
  resource: {
    path: '/resources/:resourceName',
    remote: 'public',
    module: 'Resource',
    title: 'Information',
    titleParam: 'resourceName',
    serverReads: [{ call: 'resource', params: { resourceName: ':resourceName' } }],
  },
  timeslots: {
    path: '/timeslots',
    remote: 'timeslots',
    module: 'Timeslots',
    title: 'Plages horaires',
    audience: 'captain',
    menus: { main: { order: 70, when: 'captain' } },
    // the whole season's schedule too, for a captain: the page asks for it as it renders (useSeasonSchedule)
    sessionReads: [
      { call: 'timeslots', key: 'timeslots' },
      { call: 'rainoutSuggestions', key: 'timeslots/rainouts' },
    ],
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof PAGES;
export const PAGE_LIST: readonly PageEntry[] = Object.values(PAGES);

/** The exposed modules of a remote that draw pages (its dialogs and other modules are listed in REMOTES). */
export type PageModule<R extends RemoteName> = Extract<(typeof PAGES)[PageId], { remote: R }>['module'];

export function pageModulesOf<R extends RemoteName>(remote: R): PageModule<R>[] {
  const modules = PAGE_LIST.filter((page) => page.remote === remote).map((page) => page.module);
  return [...new Set(modules)] as PageModule<R>[];
}
