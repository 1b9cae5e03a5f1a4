/**
 * What the service worker (sw.ts) does with each request, as pure rules so that a test can walk them: which answers
 * are kept for reading offline, which are never kept (docs/decisions/browser-and-ui.md, « Offline reading »).
 */
import {
  fields,
  login,
  loginWithLink,
  logout,
  session,
  homeText,
  players,
  schedule,
  seasonRanking,
  seasons,
  series,
  seriesRanking,
  siteConfig,
  sponsors,
  teams,
  teamStats,
} from '@league/shared/contract';
import { CACHES, SAVED_AT_HEADER } from './worker-protocol';

export { CACHES, SAVED_AT_HEADER };

/** A page and its reads wait this long for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** How a request is answered. */
export type CachePlan =
  | 'network-only' // never kept: writes, the session, accounts, admin, time slots, streams, files to download
  | 'remote-entry' // a remote's remoteEntry.js or manifest: the network whenever it answers, the saved copy offline
  | 'file' // a content-hashed file: never changes, kept
  | 'page' // a page kept for reading offline: network first (short wait), then the saved copy
  | 'read'; // an API read those pages make: the same

/** What the worker knows of who is browsing: told by the session's answers and by the shell. */
export interface Visitor {
  /** null until a session's answer was seen: then nothing is kept */
  signedIn: boolean | null;
  /** the visitor's favourite teams, whose pages are kept */
  favourites: readonly string[];
}

export interface RequestFacts {
  method: string;
  url: string;
  /** 'navigate' for a page */
  mode: string;
  accept: string;
}

/** The reads the kept pages make (their API answers), from the contract: a renamed path follows. */
const KEPT_READS = [
  fields,
  homeText,
  players,
  schedule,
  seasonRanking,
  seasons,
  series,
  seriesRanking,
  siteConfig,
  sponsors,
  teams,
  teamStats,
].map((entry) => patternOf(entry.path));

/** Pages kept for reading offline; team pages only for the visitor's favourite teams. */
const KEPT_PAGES = ['/', '/schedule', '/ranking', '/teams', '/series'];
const TEAM_PAGE = /^\/teams\/([^/]+)\/?$/;

const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const REMOTE_ENTRY = /^\/mf\/[\w-]+\/(remoteEntry\.js|mf-manifest\.json)$/;

/** A Fastify path pattern (`…/stats/:team`) as a regular expression on a path. */
export function patternOf(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[\w]+/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** The plan of a request of this site (`origin`); another site's request is left to the browser (null). */
export function planOf(request: RequestFacts, origin: string): CachePlan | null {
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  const path = url.pathname;
  // only what is listed is kept: the account, the administration, the time slots and any other call never are
  if (request.method !== 'GET' || request.accept.includes('text/event-stream')) return 'network-only';
  if (REMOTE_ENTRY.test(path)) return 'remote-entry';
  if (CONTENT_HASHED.test(path)) return 'file';
  if (request.mode === 'navigate') {
    return KEPT_PAGES.includes(path) || TEAM_PAGE.test(path) ? 'page' : 'network-only';
  }
  return KEPT_READS.some((pattern) => pattern.test(path)) ? 'read' : 'network-only';
}

/** The favourite team a team page's path names, if any. */
function teamOf(path: string): string | null {
  const match = TEAM_PAGE.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export interface AnswerFacts {
  status: number;
  /** 'basic' for this site's own answer */
  type: string;
  cacheControl: string | null;
}

/**
 * Whether an answer may be saved. Never while a session is (or may be) open: a request carrying one may hold what
 * only that person sees. Never an answer the server marks private or not to store, nor an error.
 */
export function mayKeep(plan: CachePlan, url: string, answer: AnswerFacts, visitor: Visitor): boolean {
  if (plan === 'network-only') return false;
  if (answer.status !== 200 || answer.type !== 'basic') return false;
  if (/\b(no-store|private)\b/i.test(answer.cacheControl ?? '')) return false;
  if (plan === 'file' || plan === 'remote-entry') return true; // the same files for everyone
  if (visitor.signedIn !== false) return false;
  const team = teamOf(new URL(url).pathname);
  return plan !== 'page' || team === null || visitor.favourites.includes(team);
}

/** The session's answers, whose `sessionInfo.loggedIn` tells the worker whether a session is open. */
export const SESSION_ANSWERS: readonly string[] = [session, login, loginWithLink].map((entry) => entry.path);
export const LOGOUT = logout.path;
/** The session's read, which a worker just installed makes once. */
export const SESSION_READ = session.path;
