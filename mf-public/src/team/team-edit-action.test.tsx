import { ANONYMOUS_SESSION, dialogsToWarm, setSession, type Role, type Session } from '@league/shared';
import { aTeam } from '@league/test-support';
import { act, render, screen } from '@testing-library/react';
import { canEditTeam, TeamEditAction, TEAM_EDIT_LABEL } from './team-edit-action';

const as = (role: Role, captainTeams: string[] = []): Session => ({
  ...ANONYMOUS_SESSION,
  loggedIn: true,
  _id: 'u1',
  perm: { role, teams: captainTeams },
  captainTeams,
});

describe("who sees 'Modifier l’équipe' on a team page", () => {
  it.each([
    ['a visitor', ANONYMOUS_SESSION, false, false],
    ['a member', as('basic'), false, false],
    ['the team’s captain', as('captain', ['Les Lions']), false, true],
    ['another team’s captain', as('captain', ['Les Ours']), false, false],
    ['an administrator', as('admin'), false, true],
    ['a developer', as('dev'), false, true],
    ['an administrator in an archived season', as('admin'), true, false],
    ['the captain in an archived season', as('captain', ['Les Lions']), true, false],
  ])('%s: %s', (_who, session, archive, expected) => {
    expect(canEditTeam(session, 'Les Lions', archive)).toBe(expected);
  });
});

describe("'Modifier l’équipe'", () => {
  afterEach(() => act(() => setSession(ANONYMOUS_SESSION)));

  it('asks for the editor’s code only once the button shows', () => {
    const team = aTeam('Les Lions');
    render(<TeamEditAction team={team} />);
    expect(screen.queryByRole('button', { name: TEAM_EDIT_LABEL })).toBeNull();
    expect(dialogsToWarm.get()).toEqual([]);
    act(() => setSession(as('captain', ['Les Lions'])));
    expect(screen.getByRole('button', { name: TEAM_EDIT_LABEL })).toBeTruthy();
    expect(dialogsToWarm.get()).toEqual(['teamEditor']);
  });
});
