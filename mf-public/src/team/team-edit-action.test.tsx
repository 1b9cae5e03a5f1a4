import { ANONYMOUS_SESSION, type Role, type Session } from '@league/shared';
import { canEditTeam } from './team-edit-action';

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
