import type { RemoteModule, RemoteName } from '../remotes';
import type { ResultProposal } from '../results/score-rules';
import type { Match } from '../schemas/entities';
import type { DialogId } from './modals';

/** Whose result a dialog handles: a season match or a series match (each has its own calls). */
export type ResultKind = 'match' | 'series';
/** A match as the result dialogs name it; for a series match, the teams are its sides' names (team or seed). */
export type NamedMatch = Pick<Match, '_id' | 'date' | 'homeTeam' | 'awayTeam'>;
/** What the edit dialog starts from; a series match has no round and no status of its own. */
export type EditedMatch = NamedMatch & Pick<Match, 'field' | 'result'> & Partial<Pick<Match, 'round' | 'status'>>;

/**
 * What each dialog takes when it is opened through the bus (`openModal(id, props)`), besides `onClose`,
 * which the shell's dialog host always gives. One table, so a caller in any remote gets its props checked.
 */
export interface DialogProps {
  /** `reason`: why the login is asked for (a mailed link to a page reserved to some roles) */
  login: { username?: string; redirect?: string; reason?: string };
  /** `username`: the e-mail already typed (in the login, which opens the sign-up) */
  register: { username?: string };
  preferences: { returnHome?: boolean };
  notificationCentre: Record<string, never>;
  joinTeam: Record<string, never>;
  joinLeague: Record<string, never>;
  /** the add/edit team dialog: no id for a new team */
  teamEditor: { teamId?: string };
  /** the add/edit sponsor dialog: no id for a new sponsor */
  sponsorEditor: { sponsorId?: string };
  /** the chosen colour comes back through `onPick` */
  colourPicker: { colour: string; onPick(colour: string): void };
  /** opened from the slot list or the e-mailed link `/timeslots?confirmer=<reservationId>` */
  timeslotConfirmation: { reservationId: string };
  scheduleFilters: Record<string, never>;
  /** a captain's (or an admin's) proposed score or cancellation for one match; kind 'match' by default */
  resultProposal: { kind?: ResultKind; match: NamedMatch };
  /** an admin's removal of a match from the season, after a confirmation */
  matchRemoval: { match: Pick<Match, '_id' | 'date' | 'homeTeam' | 'awayTeam'> };
  /** an admin's new match in the season */
  matchAdd: Record<string, never>;
  /** an admin's direct edit of a match (date, time, field, teams, round, status, scores; a series match: no teams) */
  matchEdit: { kind?: ResultKind; match: EditedMatch };
  /** an admin's approval or refusal of a pending result, from the match's row */
  resultDecision: { kind?: ResultKind; match: NamedMatch; proposal: ResultProposal; decision: 'approve' | 'refuse' };
  /** an admin's import of matches from a .csv or .xlsx file */
  scheduleImport: Record<string, never>;
}

/** Which remote renders a dialog, and which of its exposed modules (listed in REMOTES) does it. */
export type DialogSource = { [R in RemoteName]: { remote: R; module: RemoteModule<R> } }[RemoteName];

/**
 * The dialog registry: the shell's dialog host opens each registered dialog from the remote that exposes it,
 * whoever asked for it. Adding a dialog = expose it in its remote, list the module in REMOTES, add a line here.
 * A dialog that is not listed is either drawn by the page that opens it (DIALOGS_DRAWN_BY_THEIR_PAGE) or not
 * built yet (the host then logs it and shows nothing).
 */
export const DIALOG_REGISTRY: Readonly<Partial<Record<DialogId, DialogSource>>> = {
  login: { remote: 'account', module: 'LoginDialog' },
  register: { remote: 'account', module: 'RegisterDialog' },
  preferences: { remote: 'account', module: 'PreferencesDialog' },
  notificationCentre: { remote: 'account', module: 'NotificationCentre' },
  joinTeam: { remote: 'account', module: 'JoinTeamDialog' },
  joinLeague: { remote: 'account', module: 'JoinLeagueDialog' },
  timeslotConfirmation: { remote: 'timeslots', module: 'TimeslotConfirmationDialog' },
  resultProposal: { remote: 'admin', module: 'ResultProposalDialog' },
  matchRemoval: { remote: 'admin', module: 'MatchRemovalDialog' },
  matchAdd: { remote: 'admin', module: 'MatchAddDialog' },
  matchEdit: { remote: 'admin', module: 'MatchEditDialog' },
  resultDecision: { remote: 'admin', module: 'ResultDecisionDialog' },
  scheduleImport: { remote: 'admin', module: 'ScheduleImportDialog' },
  teamEditor: { remote: 'admin', module: 'TeamEditor' },
  sponsorEditor: { remote: 'admin', module: 'SponsorEditor' },
  colourPicker: { remote: 'admin', module: 'ColourPicker' },
};

/**
 * Dialogs that live with the page that opens them, by the exposed module of that page: the page draws the dialog
 * itself when the bus says it is open (the schedule's filters). Their drawing is the same for every reader of the page.
 */
export const DIALOGS_DRAWN_BY_THEIR_PAGE: Readonly<Partial<Record<DialogId, DialogSource>>> = {
  scheduleFilters: { remote: 'public', module: 'Schedule' },
};

/** Whether a dialog is drawn by the page that opens it rather than by the shell's dialog host. */
export function drawnByItsPage(id: DialogId): boolean {
  return Object.hasOwn(DIALOGS_DRAWN_BY_THEIR_PAGE, id);
}

/** The remote and exposed module that draw a dialog: the registry's, or the page's that opens it. */
export function dialogSource(id: DialogId): DialogSource | undefined {
  return DIALOG_REGISTRY[id] ?? DIALOGS_DRAWN_BY_THEIR_PAGE[id];
}

/**
 * Registry dialogs a visitor's button opens (« Se connecter »), whose drawing is the same for every visitor: the server
 * draws them in every visitor's page, as a page's own. Someone logged in who opened one before the page knew him sees
 * it closed (bus/early-dialog.ts).
 */
export const DIALOGS_FOR_VISITORS: readonly DialogId[] = ['login'];

/** Whether a dialog's drawing is the same for every visitor of a page: drawn in the page every visitor gets. */
export function drawnForEveryVisitor(id: DialogId): boolean {
  return drawnByItsPage(id) || DIALOGS_FOR_VISITORS.includes(id);
}
