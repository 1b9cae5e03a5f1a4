/**
 * The four remotes and the pages or dialogs each one exposes.
 * The shell loads them by these names; each remote's webpack `exposes` map must list the same modules.
 */
export const REMOTES = {
  public: {
    package: '@league/mf-public',
    container: 'mf_public',
    modules: [
      'Home',
      'Schedule',
      'Series',
      'SeriesMatch',
      'Ranking',
      'Teams',
      'Team',
      'Fields',
      'Sponsors',
      'FreeAgents',
      'Resource',
      'ContactUs',
    ],
  },
  account: {
    package: '@league/mf-account',
    container: 'mf_account',
    modules: [
      'LoginDialog',
      'RegisterDialog',
      'PreferencesDialog',
      'NotificationCentre',
      'JoinTeamDialog',
      'JoinLeagueDialog',
    ],
  },
  admin: {
    package: '@league/mf-admin',
    container: 'mf_admin',
    modules: [
      'Admin',
      'ApiDocs',
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
  },
  timeslots: {
    package: '@league/mf-timeslots',
    container: 'mf_timeslots',
    modules: ['Timeslots', 'TimeslotConfirmationDialog'],
  },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type RemoteModule<R extends RemoteName> = (typeof REMOTES)[R]['modules'][number];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** Every remote also exposes `./version`, a module whose default export is its release version. */
export const VERSION_MODULE = 'version';

/** Where the server serves a remote's build by default: `/mf/<name>/`. */
export function defaultRemoteEntryUrl(name: RemoteName): string {
  return `/mf/${name}/remoteEntry.js`;
}
