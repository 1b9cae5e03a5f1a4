/// <reference lib="webworker" />
/**
 * What the service worker knows of the visitor, kept in its own cache so that it survives the worker being stopped:
 * whether a session is open (read from the session's answers: the cookie is HttpOnly) and the favourite teams.
 */
import { CACHES, LOGOUT, type Visitor } from './cache-rules';

const KEY = '/__league/visitor';
let known: Visitor | null = null;

export async function readVisitor(): Promise<Visitor> {
  if (known) return known;
  const cache = await caches.open(CACHES.state);
  const saved = (await (await cache.match(KEY))?.json().catch(() => null)) as Visitor | null;
  known = saved ?? { signedIn: null, favourites: [] };
  return known;
}

async function save(visitor: Visitor): Promise<void> {
  known = visitor;
  const cache = await caches.open(CACHES.state);
  await cache.put(KEY, new Response(JSON.stringify(visitor), { headers: { 'Content-Type': 'application/json' } }));
}

/**
 * A session's answer (`sessionInfo.loggedIn`) or a logout. While a session is open nothing new is saved; what was
 * saved before it, without a session, stays readable offline: it is what any visitor reads.
 */
export async function rememberSession(path: string, answer: Response): Promise<void> {
  const current = await readVisitor();
  if (path === LOGOUT) return save({ ...current, signedIn: false });
  const body = (await answer.json().catch(() => null)) as { sessionInfo?: { loggedIn?: unknown } } | null;
  const loggedIn = body?.sessionInfo?.loggedIn;
  // an answer without a clear « no » counts as a session: nothing is kept rather than something private
  await save({ ...current, signedIn: loggedIn !== false });
}

export async function rememberFavourites(favourites: string[]): Promise<void> {
  await save({ ...(await readVisitor()), favourites });
}
