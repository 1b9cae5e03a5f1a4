import { CURRENT_SEASON, seasonViewStore, setSeasonView } from '@league/shared';
import { act } from '@testing-library/react';
import { memoryHistory } from './app-history';
import { connectSeasonToAddress, reconcileSeason, seasonFromSearch, searchWithSeason } from './season-address';

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

  it('keeps the season across navigation inside the site, and a menu navigation right after a choice keeps it', () => {
    const history = memoryHistory('/');
    const disconnect = connectSeasonToAddress(history);
    const address = () => `${history.location.pathname}${history.location.search}`;
    // the Archives menu: choose the season, then open the schedule, in one click
    act(() => setSeasonView('2024'));
    expect(address()).toBe('/?saison=2024');
    history.push('/schedule');
    expect(address()).toBe('/schedule?saison=2024');
    history.push('/ranking');
    expect(address()).toBe('/ranking?saison=2024');
    history.push('/teams?saison=2023'); // a link to another season, or Back
    expect(seasonViewStore.get()).toBe('2023');
    act(() => setSeasonView(CURRENT_SEASON));
    expect(address()).toBe('/teams');
    disconnect();
    history.push('/series');
    expect(address()).toBe('/series'); // no longer followed
  });

  it.each([
    ['before', true],
    ['after', false],
  ])('lets a router listening %s it hear the address the season wrote, last', (_when, routerFirst) => {
    const history = memoryHistory('/');
    const heard: string[] = [];
    const listenAsRouter = () => history.listen(({ location }) => heard.push(location.pathname + location.search));
    const unlisten = routerFirst ? listenAsRouter() : null;
    const disconnect = connectSeasonToAddress(history);
    const unlistenAfter = routerFirst ? null : listenAsRouter();
    act(() => setSeasonView('2024'));
    history.push('/schedule');
    expect(heard.at(-1)).toBe('/schedule?saison=2024');
    expect(heard.at(-1)).toBe(`${history.location.pathname}${history.location.search}`);
    unlistenAfter?.();
    unlisten?.();
    disconnect();
  });
});
