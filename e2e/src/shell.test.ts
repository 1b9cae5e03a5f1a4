import { editResponses, isDocument } from './support/edit-responses';
import { openHome } from './support/pages';
import { useSite } from './support/site';

const site = useSite();

/** The route table: each path and what its remote shows. */
const PAGES: [path: string, heading: string][] = [
  ['/', 'Accueil'],
  ['/schedule', 'Calendrier'],
  ['/series', 'Séries'],
  ['/series/42', 'Match introuvable'],
  ['/ranking', 'Classement'],
  ['/contact-us', 'Nous joindre'],
  ['/sponsors', 'Commanditaires'],
  ['/teams', 'Équipes'],
  ['/teams/Les%20Hiboux%20de%20Dorval', 'Les Hiboux de Dorval'],
  ['/teams/Les%20Lions', 'Équipe introuvable'],
  ['/fields', 'Terrains'],
  ['/freeagents', 'Joueurs autonomes'],
  ['/resources/r%C3%A8glements_de_la_ligue', 'Règlements de la ligue'],
  ['/resources/inconnue', 'Page introuvable'],
  ['/admin', 'Administration · Utilisateurs'],
  ['/admin/users', 'Administration · Utilisateurs'],
  ['/api', "Documentation de l'API"],
  ['/timeslots', 'Plages horaires'],
  ['/no/such/page', 'Accueil'],
];

const DIALOGS: [path: string, title: string][] = [
  ['/myaccount/login', 'Connexion'],
  ['/myaccount/register', 'Inscription'],
  ['/myaccount/preferences', 'Gestion du Compte'],
];

describe('the shell', () => {
  it('renders the navbar, Home and the versions of the shell and of the loaded remote', async () => {
    const { page } = site;
    await openHome(page);
    await page.getByRole('button', { name: 'Menu principal' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByText('public 0.1.0').waitFor();
    expect(await footer.textContent()).toContain('shell 0.1.0');
  });

  it.each(PAGES)('renders %s with its remote page "%s"', async (path, heading) => {
    await site.page.goto(path);
    await site.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  });

  it.each(DIALOGS)('opens %s as the "%s" dialog over Home', async (path, title) => {
    const { page } = site;
    await page.goto(path);
    await page.getByRole('dialog', { name: title }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Accueil' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('navigates between remotes from the main menu without a reload', async () => {
    const { page } = site;
    await openHome(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('button', { name: 'Menu principal' }).click();
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Terrains' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terrains' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // the drawer closes as the new page comes (a frame after its heading, on a loaded machine)
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ state: 'hidden', timeout: 5_000 });
  });

  it('warns when the configuration cannot be read, and still works on the defaults', async () => {
    const { page } = site;
    // a page without the configuration the server inlines (an older server, a cached page): the shell asks /config
    await editResponses(page, isDocument, (html) => html.replace(/<script id="league-config"[^>]*>.*?<\/script>/s, ''));
    await page.route('**/config', (route) => route.fulfill({ status: 500, body: 'down' }));
    await openHome(page);
    await page.getByRole('status').getByText("La configuration de l'application n'a pas pu être chargée").waitFor();
    await page.getByRole('button', { name: 'Fermer le message' }).click();
    await page.getByText("La configuration de l'application n'a pas pu être chargée").waitFor({ state: 'detached' });
  });
});
