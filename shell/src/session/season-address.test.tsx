import { CURRENT_SEASON, seasonViewStore, setSeasonView } from '@league/shared';
import { act, waitFor } from '@testing-library/react';
import { connectSeasonToAddress, reconcileSeason, seasonFromSearch, searchWithSeason } from './season-address';

type Place = { pathname: string; search: string; hash: string };
const place = (to: string | Place): Place => {
  if (typeof to !== 'string') return to;
  const url = new URL(to, 'http://ligue.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

/** Navigates like a data router: a navigation commits a moment later, and a newer one interrupts it. */
function routerAt(initial: string) {
  let state = { location: place(initial) };
  const listeners = new Set<(next: typeof state) => void>();
  let latest = 0;
  return {
    get state() {
      return state;
    },
    subscribe(listener: (next: typeof state) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async navigate(to: string | Place, _options?: { replace: boolean }) {
      const ticket = ++latest;
      await Promise.resolve();
      if (ticket !== latest) return;
      state = { location: place(to) };
      listeners.forEach((listener) => listener(state));
    },
  };
}

describe('the season in the address', () => {
  afterEach(() => act(() => setSeasonView(CURRENT_SEASON)));

  it('reads the season of the address, the current one when none is named', () => {
    expect(seasonFromSearch('?saison=2024')).toBe('2024');
    expect(seasonFromSearch('?username=a')).toBe(CURRENT_SEASON);
  });

  it('writes an archived season into the address and removes it for the current season', () => {
    expect(searchWithSeason('?username=a', '2024')).toBe('?username=a&saison=2024');
    expect(searchWithSeason('?saison=2024', CURRENT_SEASON)).toBe('');
  });

  it.each([
    ['a season just chosen', '2024', true, '', { kind: 'address', search: '?saison=2024' }],
    ['back to the current season', CURRENT_SEASON, true, '?saison=2024', { kind: 'address', search: '' }],
    ['a link inside the site', '2024', false, '', { kind: 'address', search: '?saison=2024' }],
    ['Back to another season', '2024', false, '?saison=2023', { kind: 'season', season: '2023' }],
    ['an address already right', '2024', false, '?saison=2024', { kind: 'none' }],
  ] as const)('on %s', (_case, season, changed, search, expected) => {
    expect(reconcileSeason(season, changed, search)).toEqual(expected);
  });

  it('keeps the season across navigation inside the site, and a menu navigation right after a choice wins', async () => {
    const router = routerAt('/');
    const disconnect = connectSeasonToAddress(router);
    const address = () => `${router.state.location.pathname}${router.state.location.search}`;
    // the Archives menu: choose the season, then open the schedule, in one click
    setSeasonView('2024');
    await router.navigate('/schedule');
    await waitFor(() => expect(address()).toBe('/schedule?saison=2024'));
    await router.navigate('/ranking');
    await waitFor(() => expect(address()).toBe('/ranking?saison=2024'));
    await router.navigate('/teams?saison=2023');
    await waitFor(() => expect(seasonViewStore.get()).toBe('2023'));
    setSeasonView(CURRENT_SEASON);
    await waitFor(() => expect(address()).toBe('/teams'));
    disconnect();
  });
});
