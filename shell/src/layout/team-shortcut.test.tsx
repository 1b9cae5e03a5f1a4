import {
  ANONYMOUS_SESSION,
  closeModal,
  localFavouritesStore,
  restoreLocalFavourites,
  setSession,
} from '@league/shared';
import { addFavouriteTeam } from '@league/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { TeamShortcut } from './team-shortcut';

function renderShortcut(teams: string[]) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <TeamShortcut teams={teams} kind="favourite" popup="favouriteTeams" label="Équipes favorites" />
      <Routes>
        <Route path="/teams/:teamName" element={<p>page de l’équipe</p>} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('navbar team shortcut', () => {
  beforeEach(async () => {
    localStorage.clear();
    setSession(ANONYMOUS_SESSION);
    restoreLocalFavourites('test');
    for (const team of ['Hiboux', 'Castors', 'Lions']) await addFavouriteTeam(team);
  });
  afterEach(() => closeModal());

  it('shows the first team alone, without a dropdown when it is the only one', () => {
    renderShortcut(['Hiboux']);
    expect(screen.getByRole('link', { name: 'Hiboux' }).getAttribute('href')).toBe('/teams/Hiboux');
    expect(screen.queryByRole('button', { name: 'Équipes favorites' })).toBeNull();
  });

  it('chooses a team of the dropdown as main: it moves first and its page opens', async () => {
    renderShortcut(localFavouritesStore.get());
    fireEvent.click(screen.getByRole('button', { name: 'Équipes favorites' }));
    expect(screen.getByRole('list', { name: 'Équipes favorites' }).textContent).toBe('CastorsLions');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Lions' })));
    await waitFor(() => expect(screen.getByText('page de l’équipe')).toBeTruthy());
    expect(localFavouritesStore.get()).toEqual(['Lions', 'Hiboux', 'Castors']);
    expect(screen.queryByRole('list', { name: 'Équipes favorites' })).toBeNull();
  });
});
