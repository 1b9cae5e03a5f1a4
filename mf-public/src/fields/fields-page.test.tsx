import { DEFAULT_UI_CONFIG, invalidateLeagueReads, messages, setSeasonView, setUiConfig } from '@league/shared';
import { act, render, screen, within } from '@testing-library/react';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { FieldsPage } from './fields-page';

const FIELDS = {
  fields: [
    { _id: 'f1', name: 'Centre Pierre-Charbonneau', type: 'indoor', address: '3000, rue Viau, Montréal' },
    { _id: 'f2', name: 'Parc Jarry', type: 'outdoor', address: '285, rue Faillon Ouest, Montréal' },
  ],
};
const NO_KEY = {
  status: 404,
  body: { success: false, error: "Aucune clé Google Maps n'est configurée sur ce serveur" },
};

describe('FieldsPage', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    setSeasonView('current');
    setUiConfig(DEFAULT_UI_CONFIG);
    quietConsoleErrors();
  });

  it('lists each field with its type in French and its address', async () => {
    fakeServer({ 'GET /api/fields': { body: FIELDS }, 'GET /api/keys/google': NO_KEY });
    render(<FieldsPage />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Centre Pierre-Charbonneau',
      'Parc Jarry',
    ]);
    expect(items[0]?.textContent).toContain('intérieur');
    expect(items[1]?.textContent).toContain('extérieur');
    expect(items[1]?.textContent).toContain('285, rue Faillon Ouest, Montréal');
  });

  it.each([
    ['no maps key', NO_KEY],
    ['an empty maps key', { body: { key: '' } }],
  ])('says the maps service cannot be used with %s, and links no map', async (_case, reply) => {
    fakeServer({ 'GET /api/fields': { body: FIELDS }, 'GET /api/keys/google': reply });
    render(<FieldsPage />);
    expect(await screen.findByText(messages.mapsKeyFailed)).toBeTruthy();
    await screen.findByText('Parc Jarry');
    expect(screen.queryByRole('link', { name: /Google Maps/ })).toBeNull();
  });

  it('links each address to a map search when the server has a maps key', async () => {
    fakeServer({ 'GET /api/fields': { body: FIELDS }, 'GET /api/keys/google': { body: { key: 'clé' } } });
    render(<FieldsPage />);
    const link = await screen.findByRole('link', { name: /Voir Parc Jarry sur Google Maps/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=285%2C%20rue%20Faillon%20Ouest%2C%20Montr%C3%A9al',
    );
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText(messages.mapsKeyFailed)).toBeNull();
  });

  it.each([
    ['https://montreal.ca/lieux?q=terrain%20de%20balle', true],
    ['javascript:alert(1)', false],
  ])("shows the league's fields link %s: %s", async (url, shown) => {
    setUiConfig({ ...DEFAULT_UI_CONFIG, externalFieldLink: { url, name: 'Terrains de la Ville' } });
    fakeServer({ 'GET /api/fields': { body: FIELDS }, 'GET /api/keys/google': NO_KEY });
    render(<FieldsPage />);
    await screen.findByText('Parc Jarry');
    const link = screen.queryByRole('link', { name: /Terrains de la Ville/ });
    expect(link?.getAttribute('href') ?? null).toBe(shown ? url : null);
  });

  it("reads an archived season's fields when the season view changes", async () => {
    const server = fakeServer({
      'GET /api/fields': { body: FIELDS },
      'GET /api/fields?season=2025': {
        body: { fields: [{ _id: 'old', name: 'Vieux parc', type: 'outdoor', address: '' }] },
      },
      'GET /api/keys/google': NO_KEY,
    });
    render(<FieldsPage />);
    await screen.findByText('Parc Jarry');
    act(() => setSeasonView('2025'));
    expect(await screen.findByText('Vieux parc')).toBeTruthy();
    expect(screen.queryByText('Parc Jarry')).toBeNull();
    expect(server.calls.map((call) => call.url)).toContain('/api/fields?season=2025');
  });

  it('says the fields could not be read, without a spinner left turning', async () => {
    fakeServer({ 'GET /api/fields': { status: 500, body: { success: false } }, 'GET /api/keys/google': NO_KEY });
    render(<FieldsPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger la liste des terrains.');
    expect(screen.queryByRole('status', { name: 'Chargement…' })).toBeNull();
  });
});
