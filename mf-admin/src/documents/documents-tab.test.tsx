import { invalidateLeagueReads } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DocumentsTab } from './documents-tab';

const renderTab = (path = '/admin/documents') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <DocumentsTab />
    </MemoryRouter>,
  );

// TipTap needs a real browser's layout; the tab's rules are tested with a plain text area in its place
jest.mock('./rich-text-editor', () => ({
  __esModule: true,
  default: ({ label, value, onChange }: { label: string; value: string; onChange(html: string): void }) => (
    <textarea aria-label={label} defaultValue={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const PAGE = { name: 'reglements', title: 'Règlements' };

describe('the documents tab', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    quietConsoleErrors();
  });

  it('opens on a new page from ?nouveau, creates it under the key of its title, refuses the template title', async () => {
    const server = fakeServer({
      'GET /api/resources/general': { body: { resources: [PAGE] } },
      'PUT /api/resources/general/horaire_des_pratiques': {
        body: { success: true, error: '', name: 'horaire_des_pratiques' },
      },
    });
    renderTab('/admin/documents?nouveau');
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle page' });
    const title = within(dialog).getByRole('textbox', { name: 'Titre' });
    fireEvent.change(title, { target: { value: 'Nouveau   document' } });
    expect(within(dialog).getByText('Choisissez un autre titre que « Nouveau Document »')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Horaire  des Pratiques' } });
    expect(within(dialog).getByText('/resources/horaire_des_pratiques')).toBeTruthy();
    fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Contenu de la page' }), {
      target: { value: '<p>Le mardi</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', '/api/resources/general/horaire_des_pratiques')[0]?.body).toEqual({
      title: 'Horaire  des Pratiques',
      data: '<p>Le mardi</p>',
    });
  });

  it('reads the content to edit, renames with newName, and keeps everything when the server refuses', async () => {
    let refuse = true;
    const server = fakeServer({
      'GET /api/resources/general': { body: { resources: [PAGE] } },
      'GET /api/resources/general/reglements': { body: { ...PAGE, content: '<p>Article 1</p>' } },
      'POST /api/resources/general/reglements': () =>
        refuse
          ? { status: 409, body: { success: false, error: 'Un document nommé « Statuts » existe déjà' } }
          : { body: { success: true, error: '', name: 'statuts' } },
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier la page Règlements' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier «\u202fRèglements\u202f»' });
    const content = await within(dialog).findByRole('textbox', { name: 'Contenu de la page' });
    expect((content as HTMLTextAreaElement).value).toBe('<p>Article 1</p>');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Titre' }), { target: { value: 'Statuts' } });
    expect(within(dialog).getByText(/renommée/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe("La page n'a pas pu être enregistrée");
    const title = within(dialog).getByRole('textbox', { name: 'Titre' }) as HTMLInputElement;
    expect([title.value, title.getAttribute('aria-invalid')]).toEqual(['Statuts', 'true']);
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Un document nommé « Statuts » existe déjà',
    );
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/resources/general/reglements')[1]?.body).toEqual({
      resource: 'Règlements',
      newName: 'Statuts',
      data: '<p>Article 1</p>',
    });
  });

  it("edits the home page's texts, with no add, remove or rename", async () => {
    const server = fakeServer({
      'GET /api/resources/general': { body: { resources: [] } },
      'GET /api/resources/home/league_join': {
        body: { name: 'league_join', title: 'Joindre', content: '<p>Écrivez</p>' },
      },
      'POST /api/resources/home/league_join': { body: { success: true, error: '', name: 'league_join' } },
    });
    renderTab();
    const list = await screen.findByRole('region', { name: /Textes de la page d'accueil/ });
    expect(within(list).queryByRole('button', { name: /Ajouter|Supprimer/ })).toBeNull();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Modifier le texte Message «\u202fIntégrer la ligue\u202f»' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier\u202f: Message «\u202fIntégrer la ligue\u202f»' });
    const text = await within(dialog).findByRole('textbox', { name: 'Texte' });
    expect(within(dialog).queryByRole('textbox', { name: 'Titre' })).toBeNull();
    fireEvent.change(text, { target: { value: '<p>Écrivez-nous</p>' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/resources/home/league_join')[0]?.body).toEqual({ data: '<p>Écrivez-nous</p>' });
  });
});
