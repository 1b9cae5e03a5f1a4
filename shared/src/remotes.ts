import { pageModulesOf, type PageModule } from './pages';

/** The modules a remote exposes besides its pages (those are the PAGES table's): dialogs and parts of pages. */
const OTHER_MODULES = {
  public: [],
  account: [
    'LoginDialog',
    'RegisterDialog',
    'PreferencesDialog',
    'NotificationCentre',
    'JoinTeamDialog',
    'JoinLeagueDialog',
  ],
  admin: [
    'ResultProposalDialog',
    'MatchRemovalDialog',
    'MatchAddDialog',
    'MatchEditDialog',
    'ResultDecisionDialog',
    'ScheduleImportDialog',
    'TeamEditor',
    'SponsorEditor',
    'ColourPicker',
  ],
  timeslots: ['TimeslotConfirmationDialog'],
} as const;

type Remote = keyof typeof OTHER_MODULES;
const exposedBy = <R extends Remote>(remote: R): Array<PageModule<R> | (typeof OTHER_MODULES)[R][number]> => [
  ...new Set([...pageModulesOf(remote), ...OTHER_MODULES[remote]]),
];

/**
 * The four remotes and the pages or dialogs each one exposes.
 * The shell loads them by these names; each remote's webpack `exposes` map lists the same modules
 * (`src/exposed/<kebab-case name>.tsx`, scripts/webpack.app.cjs).
 */
export const REMOTES = {
  public: { package: '@league/mf-public', container: 'mf_public', modules: exposedBy('public') },
  account: { package: '@league/mf-account', container: 'mf_account', modules: exposedBy('account') },
  admin: { package: '@league/mf-admin', container: 'mf_admin', modules: exposedBy('admin') },
  timeslots: { package: '@league/mf-timeslots', container: 'mf_timeslots', modules: exposedBy('timeslots') },
} as const;

export type RemoteName = Remote;
export type RemoteModule<R extends RemoteName> = (typeof REMOTES)[R]['modules'][number];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every remote also exposes `./version`, a module whose default export is its release version. */
export const VERSION_MODULE = 'version';

/** Where the server serves a remote's build by default: `/mf/<name>/`. */
export function defaultRemoteEntryUrl(name: RemoteName): string {
  return `/mf/${name}/remoteEntry.js`;
}
