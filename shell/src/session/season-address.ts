import { CURRENT_SEASON, seasonViewStore, setSeasonView, useObservable } from '@league/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

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

/** Keeps the season view and the address in step, on every route change and season change. */
export function useSeasonInAddress(): void {
  const season = useObservable(seasonViewStore);
  const location = useLocation();
  const navigate = useNavigate();
  const previous = useRef(season);
  useEffect(() => {
    const step = reconcileSeason(season, previous.current !== season, location.search);
    previous.current = season;
    if (step.kind === 'season') setSeasonView(step.season);
    if (step.kind === 'address') {
      void navigate({ pathname: location.pathname, search: step.search, hash: location.hash }, { replace: true });
    }
  }, [season, location.pathname, location.search, location.hash, navigate]);
}
