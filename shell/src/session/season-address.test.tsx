import { CURRENT_SEASON, seasonViewStore, setSeasonView } from '@league/shared';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { reconcileSeason, seasonFromSearch, searchWithSeason, useSeasonInAddress } from './season-address';

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

  it('keeps the season across navigation inside the site', () => {
    let go: (to: string) => void = () => undefined;
    function Probe() {
      useSeasonInAddress();
      const location = useLocation();
      go = useNavigate();
      return <output aria-label="adresse">{`${location.pathname}${location.search}`}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/schedule']}>
        <Probe />
      </MemoryRouter>,
    );
    const address = () => screen.getByLabelText('adresse').textContent;
    act(() => setSeasonView('2024'));
    expect(address()).toBe('/schedule?saison=2024');
    act(() => go('/ranking'));
    expect(address()).toBe('/ranking?saison=2024');
    act(() => go('/teams?saison=2023'));
    expect(seasonViewStore.get()).toBe('2023');
    act(() => setSeasonView(CURRENT_SEASON));
    expect(address()).toBe('/teams');
  });
});
