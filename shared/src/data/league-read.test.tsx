import { requestStatus, requestStore, setSeasonView } from '../bus/stores';
import { act, render, screen } from '@testing-library/react';
import { invalidateLeagueReads, readLeague, refreshLeagueReads, seasonQuery, useLeagueRead } from './league-read';

describe('league reads (request status)', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    setSeasonView('current');
  });

  it('loads once per season view; a second read is not fetched again, stale while the first is on its way', async () => {
    const load = jest.fn((season: string) => Promise.resolve(`fields of ${season}`));
    const first = readLeague('fields', 'current', load);
    expect(requestStatus('fields').status).toBe('loading');
    const second = readLeague('fields', 'current', load);
    expect(requestStatus('fields').status).toBe('stale');
    expect(await first).toBe('fields of current');
    expect(await second).toBe('fields of current');
    expect(requestStatus('fields').status).toBe('done');
    const done = requestStore.get();
    // read again once answered: still done, and nothing that shows it renders again
    expect(await readLeague('fields', 'current', load)).toBe('fields of current');
    expect(requestStore.get()).toBe(done);
    expect(await readLeague('fields', '2025', load)).toBe('fields of 2025');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failure so that the next visit tries again, and forgets what a change invalidates', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('ok');
    await expect(readLeague('series', 'current', load)).rejects.toThrow('down');
    expect(await readLeague('series', 'current', load)).toBe('ok');
    invalidateLeagueReads('series');
    expect(await readLeague('series', 'current', load)).toBe('ok');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('sends the season only for an archived season', () => {
    expect(seasonQuery('current')).toEqual({});
    expect(seasonQuery('2025')).toEqual({ season: '2025' });
  });

  function Fields({ fail = false }: { fail?: boolean }) {
    const read = useLeagueRead(
      'fields',
      (season) => (fail ? Promise.reject(new Error('x')) : Promise.resolve([`terrain ${season}`])),
      'Échec',
    );
    if (read.status === 'loading') return <p>Chargement</p>;
    if (read.status === 'error') return <p role="alert">{read.message}</p>;
    return <p>{read.data.join()}</p>;
  }

  it('renders loading, then the data, and reads again when the season view changes', async () => {
    render(<Fields />);
    expect(screen.getByText('Chargement')).toBeTruthy();
    expect(await screen.findByText('terrain current')).toBeTruthy();
    act(() => setSeasonView('2025'));
    expect(await screen.findByText('terrain 2025')).toBeTruthy();
  });

  it('shows and records the failure message', async () => {
    render(<Fields fail />);
    expect((await screen.findByRole('alert')).textContent).toBe('Échec');
    expect(requestStatus('fields')).toEqual({ status: 'error', message: 'Échec' });
  });

  it('reads a mounted read again after a change, showing the data it has meanwhile', async () => {
    let fields = ['Parc Jarry'];
    const load = jest.fn(() => Promise.resolve(fields));
    function Shown() {
      const read = useLeagueRead('fields', load, 'Échec');
      return <p>{read.status === 'done' ? read.data.join() : read.status}</p>;
    }
    render(<Shown />);
    expect(await screen.findByText('Parc Jarry')).toBeTruthy();
    fields = ['Parc Jarry', 'Parc Lafontaine'];
    act(() => refreshLeagueReads());
    expect(screen.queryByText('loading')).toBeNull();
    expect(await screen.findByText('Parc Jarry,Parc Lafontaine')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
