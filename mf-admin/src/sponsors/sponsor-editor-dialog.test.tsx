import { events$, loadLeagueData, type LeagueEvent } from '@league/shared';
import { aTeam, fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { leagueRoutes } from '../test/league-routes';
import { SponsorEditorDialog } from './sponsor-editor-dialog';

const SPONSOR = {
  _id: 's1',
  name: 'Boulangerie Ducharme',
  sponsorType: 'Gold' as const,
  websiteUrl: 'https://boulangerie.example',
  description: 'Du pain',
  affiliateTeams: ['Les Lions'],
  telephone: '514 555-0123',
  contactEmail: 'info@boulangerie.example',
  logo: null,
  picture: null,
  color: 'brown',
};
const PICTURED = { ...SPONSOR, _id: 's2', name: 'Pharmacie', logo: '/media/logo-s2', picture: '/media/photo-s2' };
const league = leagueRoutes({
  teams: [aTeam('Les Lions', { _id: 't1' }), aTeam('Les Aigles', { _id: 't2' })],
  sponsors: [SPONSOR, PICTURED],
});

async function open(routes: Record<string, Reply>, sponsorId?: string) {
  const server = fakeServer({ ...league, ...routes });
  await act(() => loadLeagueData());
  const onClose = jest.fn();
  render(<SponsorEditorDialog sponsorId={sponsorId} onClose={onClose} />);
  return { server, onClose };
}
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const toasts: string[] = [];
events$.subscribe((event: LeagueEvent) => {
  if (event.type === 'toast') toasts.push(event.message);
});

describe('the add/edit sponsor dialog', () => {
  beforeEach(() => {
    quietConsoleErrors();
    toasts.length = 0;
  });

  it("keeps 'Ajouter' disabled until the name is given; sends the type, the teams and a brown colour", async () => {
    const { server, onClose } = await open({ 'PUT /api/sponsors/add': { body: { success: true, sponsor: SPONSOR } } });
    expect(button('Ajouter').disabled).toBe(true);
    expect(screen.getByText('Champ requis')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Quincaillerie' } });
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: 'Silver' } });
    fireEvent.click(screen.getByLabelText('Les Aigles'));
    fireEvent.click(button('Ajouter'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('PUT', '/api/sponsors/add')[0]?.body).toEqual({
      name: 'Quincaillerie',
      sponsorType: 'Silver',
      description: '',
      telephone: '',
      websiteUrl: '',
      contactEmail: '',
      affiliateTeams: '["Les Aigles"]',
      color: 'brown',
    });
  });

  it('names the tiers in French: Platine, Or, Argent, Bronze, Aucun; hides the colour', async () => {
    await open({});
    const options = [...(screen.getByLabelText('Catégorie') as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(['Platine', 'Or', 'Argent', 'Bronze', 'Aucun']);
    expect(screen.queryByLabelText(/Couleur/)).toBeNull();
  });

  it("reads 'Enregistrer' for a sponsor that exists; a refused field says why beside it, the message once", async () => {
    await open(
      {
        'POST /api/sponsors/edit/s1': {
          status: 400,
          body: {
            success: false,
            error: 'Requête invalide',
            issues: [{ path: 'body.websiteUrl', message: 'Adresse web invalide (http:// ou https://)' }],
          },
        },
      },
      's1',
    );
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Boulangerie Ducharme');
    expect((screen.getByLabelText('Les Lions') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Site web'), { target: { value: 'boulangerie' } });
    fireEvent.click(button('Enregistrer'));
    expect((await screen.findByRole('alert')).textContent).toBe("Le commanditaire n'a pas pu être modifié");
    const website = screen.getByLabelText('Site web') as HTMLInputElement;
    expect(website.value).toBe('boulangerie');
    expect(document.getElementById(website.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Adresse web invalide (http:// ou https://)',
    );
    // said in the dialog only, not again in a toast
    expect(toasts).toEqual([]);
  });

  it('says the sponsor was saved once the dialog closes', async () => {
    const { onClose } = await open(
      { 'POST /api/sponsors/edit/s1': { body: { success: true, sponsor: SPONSOR } } },
      's1',
    );
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toHaveLength(1);
  });

  it('removes the photo alone on saving: picture-remove is sent, the logo stays', async () => {
    const edit = 'POST /api/sponsors/edit/s2';
    const { server } = await open({ [edit]: { body: { success: true, sponsor: PICTURED } } }, 's2');
    fireEvent.click(button('Supprimer la photo'));
    expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/media/logo-s2']);
    expect(button('Supprimer le logo')).toBeTruthy();
    fireEvent.click(button('Enregistrer'));
    await waitFor(() => expect(server.callsTo('POST', '/api/sponsors/edit/s2')).toHaveLength(1));
    const body = server.callsTo('POST', '/api/sponsors/edit/s2')[0]?.body as Record<string, unknown>;
    expect(Object.keys(body).filter((field) => /^(logo|picture)/.test(field))).toEqual(['picture-remove']);
  });
});
