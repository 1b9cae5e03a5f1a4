import { ANONYMOUS_SESSION, type Role } from '@league/shared';
import { accountActions, mainMenuLinks, navbarLinks, type MenuContext } from './menu-rules';

function context(role: Role | null, overrides: Partial<MenuContext> = {}): MenuContext {
  const session = role
    ? {
        ...ANONYMOUS_SESSION,
        loggedIn: true,
        name: 'Léa',
        notifications: [{ _id: 'n1', description: 'Bienvenue' }],
        perm: { role, teams: [] },
        favoriteTeams: ['Les Ours'],
        captainTeams: role === 'captain' ? ['Les Lions'] : [],
      }
    : ANONYMOUS_SESSION;
  return {
    session,
    archiveView: false,
    scheduleEmpty: false,
    rankingProvisional: false,
    sponsorCount: 0,
    localFavourites: [],
    showSignUp: true,
    ...overrides,
  };
}
const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('main menu', () => {
  it.each([
    [
      null,
      false,
      ['Accueil', 'Équipes', 'Calendrier', 'Séries', 'Classement', 'Terrains', 'Règlements', 'Nous joindre'],
    ],
    [
      'basic',
      false,
      [
        'Accueil',
        'Équipes',
        'Calendrier',
        'Les Ours',
        'Séries',
        'Classement',
        'Terrains',
        'Règlements',
        'Nous joindre',
      ],
    ],
    [
      'captain',
      false,
      [
        'Accueil',
        'Équipes',
        'Calendrier',
        'Les Lions',
        'Séries',
        'Classement',
        'Terrains',
        'Plages horaires',
        'Règlements',
        'Nous joindre',
      ],
    ],
    [
      'admin',
      false,
      [
        'Accueil',
        'Équipes',
        'Calendrier',
        'Séries',
        'Classement',
        'Terrains',
        'Plages horaires',
        'Commanditaires',
        'Règlements',
        'Nous joindre',
      ],
    ],
    [
      'dev',
      false,
      [
        'Accueil',
        'Équipes',
        'Calendrier',
        'Séries',
        'Classement',
        'Terrains',
        'Plages horaires',
        'Commanditaires',
        'Règlements',
        'Nous joindre',
        'API',
      ],
    ],
    [
      'dev',
      true,
      ['Accueil', 'Équipes', 'Calendrier', 'Séries', 'Classement', 'Terrains', 'Règlements', 'Nous joindre'],
    ],
    [
      'captain',
      true,
      ['Accueil', 'Équipes', 'Calendrier', 'Séries', 'Classement', 'Terrains', 'Règlements', 'Nous joindre'],
    ],
    [
      'basic',
      true,
      ['Accueil', 'Équipes', 'Calendrier', 'Séries', 'Classement', 'Terrains', 'Règlements', 'Nous joindre'],
    ],
  ] as const)('for %s (archive mode %p) lists %p', (role, archiveView, expected) => {
    expect(labels(mainMenuLinks(context(role, { archiveView })))).toEqual(expected);
  });

  it('counts on the Timeslots entry the reservations waiting for the person, and only when some do', () => {
    expect(labels(mainMenuLinks(context('captain', { timeslotsAwaiting: 2 })))).toContain('Plages horaires (2)');
    expect(labels(mainMenuLinks(context('admin', { timeslotsAwaiting: 0 })))).toContain('Plages horaires');
    expect(labels(mainMenuLinks(context('basic', { timeslotsAwaiting: 3 }))).join()).not.toContain('Plages');
  });

  it('shows sponsors to everyone once there are some', () => {
    expect(labels(mainMenuLinks(context(null, { sponsorCount: 2 })))).toContain('Commanditaires');
  });
});

describe('navbar links', () => {
  it.each([
    [{ scheduleEmpty: true }, 'Calendrier'],
    [{ rankingProvisional: true }, 'Calendrier'],
    [{}, 'Séries'],
  ])('with %p shows %s', (overrides, first) => {
    expect(navbarLinks(context(null, overrides))[0]?.label).toBe(first);
  });

  it("shows a visitor's local favourites, but not in archive mode", () => {
    expect(labels(navbarLinks(context(null, { localFavourites: ['Les Ours'] })))).not.toContain('Équipes');
    expect(labels(mainMenuLinks(context(null, { localFavourites: ['Les Ours'] })))).toContain('Les Ours');
    expect(labels(mainMenuLinks(context(null, { localFavourites: ['Les Ours'], archiveView: true })))).not.toContain(
      'Les Ours',
    );
  });

  it('shows Teams only to those without favourite teams', () => {
    expect(labels(navbarLinks(context(null)))).toContain('Équipes');
    expect(labels(navbarLinks(context('basic')))).not.toContain('Équipes');
    expect(labels(navbarLinks(context('basic', { archiveView: true })))).toContain('Équipes');
  });
});

describe('account actions (user menu, and the drawer on a phone)', () => {
  it.each([
    [null, false, ['Se connecter', "S'inscrire"]],
    ['basic', false, ['Notifications (1)', 'Gestion du Compte', 'Déconnexion']],
    ['captain', false, ['Notifications (1)', 'Gestion du Compte', 'Déconnexion']],
    ['admin', false, ['Notifications (1)', 'Gestion du Compte', 'Administration', 'Déconnexion']],
    ['dev', false, ['Notifications (1)', 'Gestion du Compte', 'Administration', 'Déconnexion']],
    ['admin', true, ['Notifications (1)', 'Gestion du Compte', 'Déconnexion']],
  ] as const)('for %s (archive mode %p) are %p', (role, archiveView, expected) => {
    expect(labels(accountActions(context(role, { archiveView })))).toEqual(expected);
  });

  it('leaves sign-up out when the league hides it', () => {
    expect(labels(accountActions(context(null, { showSignUp: false })))).toEqual(['Se connecter']);
  });

  it('opens dialogs by their id and pages by their path', () => {
    expect(accountActions(context('admin'))).toEqual([
      { kind: 'dialog', dialog: 'notificationCentre', label: 'Notifications (1)' },
      { kind: 'dialog', dialog: 'preferences', label: 'Gestion du Compte' },
      { kind: 'link', to: '/admin', label: 'Administration' },
      { kind: 'link', to: '/logout', label: 'Déconnexion' },
    ]);
  });
});
