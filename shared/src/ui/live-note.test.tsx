import { fakeServer, FakeEventSource, installFakeEventSource, quietConsoleErrors } from '@league/test-support';
import { act, render, screen } from '@testing-library/react';
import { followLiveUpdates } from '../data/live';
import { LiveNote, type LiveMatch } from './live-note';

const lynxCastors: LiveMatch = { _id: 'm1', homeTeam: 'Les Castors', awayTeam: 'Les Lynx', result: null };
const played = (match: LiveMatch, away: number, home: number): LiveMatch => ({ ...match, result: { home, away } });

const spoken = () => document.querySelector('[aria-live="polite"]');

describe('the live note of a page', () => {
  let uninstall: () => void;
  let stop: () => void;
  beforeEach(() => {
    uninstall = installFakeEventSource();
    fakeServer({}); // the league's reads asked again on an update fail: no page here shows them
    quietConsoleErrors();
    stop = followLiveUpdates();
  });
  afterEach(() => {
    stop();
    uninstall();
    jest.useRealTimers();
  });

  it('says « Mis à jour à … » in the league’s time, only once a live update came', () => {
    render(<LiveNote />);
    expect(screen.queryByText(/Mis à jour/)).toBeNull();
    jest.useFakeTimers({ now: new Date('2026-07-15T23:42:10Z'), doNotFake: ['nextTick', 'setImmediate'] });
    act(() => FakeEventSource.opened[0]?.send('change', { changed: ['results'] }, '7'));
    expect(screen.getByText('Mis à jour à 19 h 42')).toBeTruthy();
  });

  it('announces, politely, a final score approved since the page read its matches', () => {
    const { rerender } = render(<LiveNote matches={[lynxCastors]} />);
    expect(spoken()?.textContent).toBe('');
    rerender(<LiveNote matches={[played(lynxCastors, 6, 4)]} />);
    expect(spoken()?.textContent).toBe('Résultat final\u202f: Les Lynx 6, Les Castors 4');
  });

  it('does not announce a score the page had already, a match it had not shown, nor other changes', () => {
    const other: LiveMatch = { _id: 'm2', homeTeam: 'Les Ours', awayTeam: 'Les Aigles', result: { home: 2, away: 1 } };
    const { rerender } = render(<LiveNote matches={[played(lynxCastors, 6, 4)]} />);
    rerender(<LiveNote matches={[played(lynxCastors, 6, 4), other]} />);
    rerender(<LiveNote matches={[{ ...played(lynxCastors, 6, 4), homeTeam: 'Les Castors' }, other]} />);
    expect(spoken()?.textContent).toBe('');
  });

  it('tells a match that came back with its score after its list was read again', () => {
    const { rerender } = render(<LiveNote matches={[lynxCastors]} />);
    rerender(<LiveNote matches={[]} />);
    rerender(<LiveNote matches={[played(lynxCastors, 3, 5)]} />);
    expect(spoken()?.textContent).toBe('Résultat final\u202f: Les Lynx 3, Les Castors 5');
  });
});
