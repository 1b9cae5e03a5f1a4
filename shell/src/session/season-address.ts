import { CURRENT_SEASON, seasonViewStore, setSeasonView } from '@league/shared';

/** An archived season's view lives in the address (`?saison=2024`), so a reload or a shared link keeps it. */
export const SEASON_PARAM = 'saison';

export function seasonFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEASON_PARAM)?.trim() || CURRENT_SEASON;
}

export function searchWithSeason(search: string, season: string): string {
  const params = new URLSearchParams(search);
  if (season === CURRENT_SEASON) params.delete(SEASON_PARAM);
  else params.set(SEASON_PARAM, season);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type SeasonStep = { kind: 'none' } | { kind: 'address'; search: string } | { kind: 'season'; season: string };

/**
 * Who is right when the address and the season view disagree: the season view when it has just changed (a season
 * chosen in the menu, the banner's cancel); the address when it names another season (Back, a pasted link); an
 * address that names none (a link inside the site) gets the season added.
 */
export function reconcileSeason(season: string, seasonChanged: boolean, search: string): SeasonStep {
  const named = new URLSearchParams(search).get(SEASON_PARAM);
  if (seasonFromSearch(search) === season) return { kind: 'none' };
  if (!seasonChanged && named) return { kind: 'season', season: seasonFromSearch(search) };
  return { kind: 'address', search: searchWithSeason(search, season) };
}

/** The part of the site's history this needs (session/app-history.ts). */
interface AddressHistory {
  readonly location: { pathname: string; search: string; hash: string };
  listen(listener: (update: { location: AddressHistory['location'] }) => void): () => void;
  replace(to: { pathname: string; search: string; hash: string }): void;
}

/**
 * Keeps the season view and the address in step. Both sides are followed synchronously (not in a React effect):
 * a season chosen in the menu rewrites the address before the menu's own navigation, which then keeps the season.
 */
export function connectSeasonToAddress(history: AddressHistory): () => void {
  const follow = (seasonChanged: boolean) => {
    const { pathname, search, hash } = history.location;
    const step = reconcileSeason(seasonViewStore.get(), seasonChanged, search);
    if (step.kind === 'season') setSeasonView(step.season);
    if (step.kind === 'address') history.replace({ pathname, search: step.search, hash });
  };
  let current = seasonViewStore.get();
  const seasons = seasonViewStore.value$.subscribe((season) => {
    if (season === current) return;
    current = season;
    follow(true);
  });
  let last = history.location;
  const unlisten = history.listen(({ location }) => {
    if (location === last) return;
    last = location;
    follow(false);
  });
  follow(false);
  return () => {
    seasons.unsubscribe();
    unlisten();
  };
}
