import { Page, setLeagueName } from '@league/shared';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { isDialogPath, titleForPath, useDocumentTitle } from './use-document-title';

const RESOURCES = [{ name: 'règlements_de_la_ligue', title: 'Règlements de la ligue' }];

describe('document title per route', () => {
  beforeAll(() => setLeagueName('Ligue de balle'));
  afterAll(() => setLeagueName(undefined));

  it.each([
    ['/', 'Accueil · Ligue de balle'],
    ['/ranking', 'Classement · Ligue de balle'],
    ['/schedule', 'Calendrier · Ligue de balle'],
    ['/series', 'Séries · Ligue de balle'],
    ['/series/12', 'Match de série · Ligue de balle'],
    ['/teams', 'Équipes · Ligue de balle'],
    ['/teams/Les%20Hiboux%20de%20Dorval', 'Les Hiboux de Dorval · Ligue de balle'],
    ['/resources/r%C3%A8glements_de_la_ligue', 'Règlements de la ligue · Ligue de balle'],
    ['/resources/nouvelle_page', 'nouvelle page · Ligue de balle'],
    ['/fields', 'Terrains · Ligue de balle'],
    ['/contact-us', 'Nous joindre · Ligue de balle'],
    ['/sponsors', 'Commanditaires · Ligue de balle'],
    ['/freeagents', 'Joueurs autonomes · Ligue de balle'],
    ['/timeslots', 'Plages horaires · Ligue de balle'],
    ['/admin/users', 'Administration · Ligue de balle'],
    ['/api', "Documentation de l'API · Ligue de balle"],
    ['/myaccount/login', 'Connexion · Ligue de balle'],
    ['/myaccount/preferences', 'Gestion du Compte · Ligue de balle'],
    ['/no/such/page', 'Accueil · Ligue de balle'],
  ])('%s is titled %s', (path, title) => {
    expect(titleForPath(path, RESOURCES)).toBe(title);
  });

  it('falls back to the default league name', () => {
    setLeagueName('  ');
    expect(titleForPath('/ranking', [])).toBe('Classement · Ligue');
    setLeagueName('Ligue de balle');
  });
});

describe('a dialog route over Home', () => {
  beforeAll(() => setLeagueName('Ligue de balle'));
  afterAll(() => setLeagueName(undefined));

  it('knows the dialog routes from the pages', () => {
    expect(['/myaccount/login', '/myaccount/register', '/myaccount/preferences'].map(isDialogPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/', '/ranking', '/admin/users'].map(isDialogPath)).toEqual([false, false, false]);
  });

  it('keeps its own title when the Home page behind it names itself later, and lets pages name themselves after', () => {
    function Shell() {
      useDocumentTitle();
      return <Page title="Accueil" />;
    }
    const { unmount } = render(
      <MemoryRouter initialEntries={['/myaccount/login']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Connexion · Ligue de balle');
    unmount();
    render(
      <MemoryRouter initialEntries={['/ranking']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Accueil · Ligue de balle');
  });
});
