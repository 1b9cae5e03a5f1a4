import { act, render, renderHook, screen } from '@testing-library/react';
import { requestStatus, setRequestStatus } from '../bus/stores';
import { invalidateLeagueReads, useLeagueRead } from '../data/league-read';
import { useLeagueWrite } from './use-league-write';

describe('useLeagueWrite', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mounts on a clean status, then follows loading and done', async () => {
    setRequestStatus('players/add', 'error', 'ancienne erreur');
    const { result } = renderHook(() => useLeagueWrite('players/add'));
    expect(result.current.state).toEqual({ status: 'none' });
    let finish: () => void = () => undefined;
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await pending;
    });
    expect(result.current.state).toEqual({ status: 'done' });
    expect(result.current.busy).toBe(false);
  });

  it('keeps a write that is still running when a form mounts again', () => {
    setRequestStatus('players/add', 'loading');
    const { result } = renderHook(() => useLeagueWrite('players/add'));
    expect(result.current.busy).toBe(true);
    setRequestStatus('players/add', 'none');
  });

  it("applies the hook's options, which a run may replace, and forgets an error on reset", async () => {
    const { result } = renderHook(() =>
      useLeagueWrite('players/add', { failure: 'Failed to add player', toast: false }),
    );
    await act(() => result.current.run(() => Promise.reject(new Error('x'))));
    expect(result.current.state).toEqual({ status: 'error', message: 'Failed to add player' });
    await act(() =>
      result.current.run(() => Promise.reject(new Error('x')), { failure: "Impossible d'ajouter Léo à l'alignement" }),
    );
    expect(result.current.state.message).toBe("Impossible d'ajouter Léo à l'alignement");
    act(() => result.current.reset());
    expect(requestStatus('players/add')).toEqual({ status: 'none' });
  });

  it('makes every page showing a read read it again after a success, keeping what it shows meanwhile', async () => {
    let players = ['Léo'];
    const roster = jest.fn(() => Promise.resolve(players));
    const stats = jest.fn(() => Promise.resolve('3 victoires'));
    function Page() {
      const read = useLeagueRead('players', roster, 'Échec');
      const team = useLeagueRead('stats/Les Lions', stats, 'Échec');
      return (
        <>
          <p>{read.status === 'done' ? read.data.join(', ') : read.status}</p>
          <p>{team.status}</p>
        </>
      );
    }
    // a write whose key names neither read: nothing says what it changed
    const { result } = renderHook(() => useLeagueWrite('fields/add'));
    render(<Page />);
    expect(await screen.findByText('Léo')).toBeTruthy();
    players = ['Léo', 'Zoé'];
    await act(() => result.current.run(() => Promise.resolve(null)));
    expect(screen.queryByText('loading')).toBeNull();
    expect(await screen.findByText('Léo, Zoé')).toBeTruthy();
    expect(roster).toHaveBeenCalledTimes(2);
    expect(stats).toHaveBeenCalledTimes(2);
  });

  it('reads nothing again after a failure', async () => {
    const roster = jest.fn(() => Promise.resolve(['Léo']));
    function Players() {
      const read = useLeagueRead('players', roster, 'Échec');
      return <p>{read.status === 'done' ? read.data.join(', ') : read.status}</p>;
    }
    const { result } = renderHook(() => useLeagueWrite('fields/add', { toast: false }));
    render(<Players />);
    expect(await screen.findByText('Léo')).toBeTruthy();
    await act(() => result.current.run(() => Promise.reject(new Error('x'))));
    expect(roster).toHaveBeenCalledTimes(1);
  });
});
