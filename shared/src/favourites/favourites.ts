import { dequal } from 'dequal/lite';
import { call } from '../api/call';
import { emit } from '../bus/events';
import { createStore, readOnly } from '../bus/store';
import { sessionStore, setSession, whenSessionKnown } from '../bus/stores';
import { formatMessage, messages } from '../messages';
import { editAccount, session } from '../contract/accounts';
import type { Session } from '../session';
import { readStoredState, SESSION_KEY, writeStoredState } from './local-store';
import { withMainTeam, withoutTeam, withTeam, type TeamListKind } from './team-lists';
import { NNBSP } from '../french-text';

/** A visitor's favourite teams, kept in local storage (from the account when logged in). */
const localFavourites = createStore<string[]>([], dequal);
export const localFavouritesStore = readOnly(localFavourites);
let releaseVersion = '';

export function restoreLocalFavourites(release: string): void {
  releaseVersion = release;
  const state = readStoredState(release);
  localFavourites.set(state.favourites[SESSION_KEY] ?? []);
  writeStoredState(state);
}

function saveLocally(list: string[]) {
  const state = readStoredState(releaseVersion);
  writeStoredState({ ...state, favourites: { ...state.favourites, [SESSION_KEY]: list } });
  localFavourites.set(list);
}

const listOf = (session: Session, kind: TeamListKind) =>
  kind === 'favourite' ? session.favoriteTeams : session.captainTeams;

/** Saves an ordered list: on the account when logged in (the session is replaced), locally otherwise. */
async function saveList(kind: TeamListKind, list: string[], failure: string): Promise<void> {
  const session = sessionStore.get();
  if (!session.loggedIn) {
    // Stryker disable next-line ConditionalExpression: a visitor captains nothing, so chooseMainTeam stops before
    if (kind === 'favourite') saveLocally(list);
    return;
  }
  try {
    const body = kind === 'favourite' ? { favoriteTeams: list } : { captainTeams: list };
    const { sessionInfo } = await call(editAccount, { body });
    setSession(sessionInfo);
  } catch (error) {
    console.error(failure);
    // never silent: the person reads the catalogue's message and the server's reason (e.g. a password to choose first)
    const reason = error instanceof Error ? error.message : String(error);
    emit({ type: 'toast', level: 'error', message: `${failure}${NNBSP}: ${reason}` });
  }
}

function currentList(kind: TeamListKind): string[] {
  const session = sessionStore.get();
  // Stryker disable next-line ArrayDeclaration: a visitor's captain list holds no team they could choose
  return session.loggedIn ? listOf(session, kind) : kind === 'favourite' ? localFavourites.get() : [];
}

// A change made while the shell still reads the session waits for it: a member's choice goes to his account, from his
// account's list, not to this browser's.

export async function addFavouriteTeam(team: string): Promise<void> {
  await whenSessionKnown();
  await saveList(
    'favourite',
    withTeam(currentList('favourite'), team),
    formatMessage('favouriteAddFailed', { name: team }),
  );
}

export async function removeFavouriteTeam(team: string): Promise<void> {
  await whenSessionKnown();
  await saveList(
    'favourite',
    withoutTeam(currentList('favourite'), team),
    formatMessage('favouriteAddFailed', { name: team }),
  );
}

/** Moves a team to the front of its list; the caller then opens its team page. */
export async function chooseMainTeam(team: string, kind: TeamListKind): Promise<void> {
  await whenSessionKnown();
  const list = currentList(kind);
  const reordered = withMainTeam(list, team, kind);
  if (reordered[0] === list[0]) return;
  await saveList(kind, reordered, messages.favouriteReorderFailed);
}

/**
 * A team renamed or removed: a visitor's favourites in this browser follow it; an account's favourite
 * and captained teams are read again from the server, which keeps them by team, not by name.
 */
export async function followTeamChange(from: string, to: string | null): Promise<void> {
  const local = localFavourites.get();
  if (local.includes(from))
    saveLocally(to === null ? withoutTeam(local, from) : local.map((n) => (n === from ? to : n)));
  if (!sessionStore.get().loggedIn) return;
  try {
    const { sessionInfo } = await call(session, {}, { authenticated: false });
    setSession(sessionInfo);
  } catch (error) {
    console.error('session after a team change:', error); // the next page load reads it again
  }
}
