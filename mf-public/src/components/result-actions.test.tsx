import {
  ANONYMOUS_SESSION,
  closeModal,
  CURRENT_SEASON,
  modalStore,
  setSeasonView,
  setSession,
  type Role,
} from '@league/shared';
import type { Match } from '@league/shared/schemas';
import { AtPath, aMatch } from '@league/test-support';
import { fireEvent, render, screen } from '@testing-library/react';
import { MatchRow, teamColors } from './match-row';

const match = aMatch({ _id: 'm1', homeTeam: 'Hiboux', awayTeam: 'Castors', date: '2026-06-06T18:30:00-04:00' });

const logIn = (role: Role, captainTeams: string[] = []) =>
  setSession({ ...ANONYMOUS_SESSION, loggedIn: true, _id: 'u1', perm: { role, teams: captainTeams }, captainTeams });

const renderRow = (shown: Match = match) =>
  render(
    <AtPath path="/schedule">
      <MatchRow match={shown} colors={teamColors([])} timeZone="America/Toronto" />
    </AtPath>,
  );
const proposeButton = () => screen.queryByRole('button', { name: /^Proposer un résultat pour le match du / });

describe('the result actions of a match row', () => {
  beforeEach(() => {
    setSession(ANONYMOUS_SESSION);
    setSeasonView(CURRENT_SEASON);
    closeModal();
  });

  it.each([
    ['a captain of the away team', () => logIn('captain', ['Castors']), true],
    ['a captain of the home team', () => logIn('captain', ['Hiboux']), true],
    ['an administrator', () => logIn('admin'), true],
    ['a captain of another team', () => logIn('captain', ['Renards']), false],
    ['a member', () => logIn('basic', ['Castors']), false],
    ['a visitor', () => undefined, false],
  ])('offers « Proposer un résultat » to %s: %p', (_who, arrange, shown) => {
    arrange();
    renderRow();
    expect(proposeButton() !== null).toBe(shown);
  });

  it.each([
    ['a played match', { status: 'played', result: { home: 1, away: 2 } }],
    ['a cancelled match', { status: 'cancelled' }],
  ] as const)('offers nothing on %s', (_case, change) => {
    logIn('captain', ['Castors']);
    renderRow({ ...match, ...change });
    expect(proposeButton()).toBeNull();
  });

  it('offers nothing in an archived season', () => {
    logIn('captain', ['Castors']);
    setSeasonView('2024');
    renderRow();
    expect(proposeButton()).toBeNull();
  });

  it('names the match each button acts on, for a screen reader', () => {
    logIn('admin');
    renderRow({ ...match, pendingApproval: { home: 4, away: 2 } } as Match);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Approuver le résultat proposé pour le match du 6 juin, Castors contre Hiboux',
      'Refuser le résultat proposé pour le match du 6 juin, Castors contre Hiboux',
      'Modifier le match du 6 juin, Castors contre Hiboux',
      'Supprimer le match du 6 juin, Castors contre Hiboux',
    ]);
  });

  it('opens the proposal dialog through the bus with the match', () => {
    logIn('captain', ['Castors']);
    renderRow();
    fireEvent.click(proposeButton() as HTMLElement);
    expect(modalStore.get()).toMatchObject({
      id: 'resultProposal',
      props: { match: { _id: 'm1', date: match.date, homeTeam: 'Hiboux', awayTeam: 'Castors' } },
    });
  });

  it.each([
    ['an administrator', () => logIn('admin'), true],
    ['a captain of the match', () => logIn('captain', ['Castors']), false],
  ])('offers « Supprimer » to %s: %p, opening the removal dialog', (_who, arrange, shown) => {
    arrange();
    renderRow({ ...match, status: 'played', result: { home: 1, away: 2 } });
    const remove = screen.queryByRole('button', { name: /^Supprimer le match du / });
    expect(remove !== null).toBe(shown);
    if (remove) fireEvent.click(remove);
    if (shown) expect(modalStore.get()).toMatchObject({ id: 'matchRemoval', props: { match: { _id: 'm1' } } });
  });

  it('shows a proposed cancellation as awaiting approval', () => {
    renderRow({ ...match, pendingCancellation: true });
    expect(screen.getByRole('article').textContent).toContain('AnnuléEn attente d’approbation');
  });

  const button = (label: string) => screen.queryByRole('button', { name: new RegExp(`^${label} `) });

  it('offers an administrator « Modifier » on every match, opening the edit dialog with the whole match', () => {
    logIn('admin');
    renderRow({ ...match, status: 'played', result: { home: 1, away: 2 } });
    fireEvent.click(button('Modifier') as HTMLElement);
    expect(modalStore.get()).toMatchObject({
      id: 'matchEdit',
      props: {
        kind: 'match',
        match: { _id: 'm1', field: 'Parc Jarry', round: 1, status: 'played', result: { home: 1, away: 2 } },
      },
    });
  });

  it.each([
    ['a proposed score', { pendingApproval: { home: 4, away: 2 } }, { home: 4, away: 2 }],
    ['a proposed cancellation', { pendingCancellation: true }, { cancelled: true }],
  ])(
    'offers an administrator « Approuver » and « Refuser » on %s, with the proposal as read',
    (_case, change, proposal) => {
      logIn('admin');
      renderRow({ ...match, ...change });
      expect(screen.getByRole('article').textContent).toContain('En attente d’approbation');
      expect(proposeButton()).toBeNull(); // deciding, not proposing over it
      for (const [name, decision] of [
        ['Approuver', 'approve'],
        ['Refuser', 'refuse'],
      ] as const) {
        fireEvent.click(button(name) as HTMLElement);
        expect(modalStore.get()).toMatchObject({
          id: 'resultDecision',
          props: { kind: 'match', match: { _id: 'm1' }, proposal, decision },
        });
      }
    },
  );

  it.each([
    ['a captain of the match', () => logIn('captain', ['Castors'])],
    ['a visitor', () => undefined],
    ['an administrator in an archived season', () => (logIn('admin'), setSeasonView('2024'))],
  ])('offers no decision and no edit to %s, who still sees the match awaiting approval', (_who, arrange) => {
    arrange();
    renderRow({ ...match, pendingApproval: { home: 4, away: 2 } });
    expect([button('Approuver'), button('Refuser'), button('Modifier'), button('Supprimer')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(screen.getByRole('article').textContent).toContain('2 – 4En attente d’approbation');
  });

  it('offers no decision on a match with nothing pending', () => {
    logIn('admin');
    renderRow();
    expect([button('Approuver'), button('Refuser')]).toEqual([null, null]);
  });
});
