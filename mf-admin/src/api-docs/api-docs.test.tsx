import { ANONYMOUS_SESSION, setSession } from '@league/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js';
import ApiDocs from '../exposed/api-docs';
import { areaOf, groupedByArea, type ApiDocument } from './api-areas';

const updateSpec = jest.fn();
jest.mock('swagger-ui-dist/swagger-ui-bundle.js', () => ({
  __esModule: true,
  default: jest.fn(() => ({ specActions: { updateSpec } })),
}));

const DOCUMENT: ApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/timeslots/filtered': { get: { summary: 'Les plages horaires' } },
    '/api/timeslots/add': { post: { summary: 'Publier une plage' } },
    '/api/teams': { get: { summary: 'Les équipes' } },
    '/healthz': { get: { summary: 'État du serveur' } },
  },
};

const asRole = (role: 'dev' | 'admin') =>
  setSession({ ...ANONYMOUS_SESSION, loggedIn: true, _id: 'u1', perm: { role, teams: [] } });

describe('the API page', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => DOCUMENT }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    updateSpec.mockClear();
    (SwaggerUIBundle as unknown as jest.Mock).mockClear();
  });
  afterEach(() => setSession(ANONYMOUS_SESSION));

  it.each([
    ['a visitor', null],
    ['an administrator', 'admin'],
  ] as const)('is not shown to %s, and loads nothing', (_who, role) => {
    if (role) asRole(role);
    render(<ApiDocs />);
    expect(screen.getByText('Réservé aux développeurs.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders the API description for a developer, grouped by area, with the session for « try it »', async () => {
    asRole('dev');
    render(<ApiDocs />);
    await waitFor(() => expect(SwaggerUIBundle).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
    const options = (SwaggerUIBundle as unknown as jest.Mock).mock.calls[0][0];
    expect(options.spec.tags).toEqual([{ name: 'Équipes' }, { name: 'Plages horaires' }, { name: 'Site' }]);
    expect(options.requestInterceptor({ url: '/api/teams' })).toEqual({
      url: '/api/teams',
      credentials: 'same-origin',
    });
  });

  it('searches: only the matching calls stay', async () => {
    asRole('dev');
    render(<ApiDocs />);
    await waitFor(() => expect(SwaggerUIBundle).toHaveBeenCalled());
    act(() => {
      fireEvent.change(screen.getByLabelText(/Rechercher un appel/), { target: { value: 'plage' } });
    });
    const shown = JSON.parse(updateSpec.mock.calls.at(-1)[0]) as ApiDocument;
    expect(Object.keys(shown.paths)).toEqual(['/api/timeslots/filtered', '/api/timeslots/add']);
  });

  it('says so in French when the description cannot be read', async () => {
    asRole('dev');
    fetchMock.mockResolvedValue({ ok: false, status: 500, json: async () => ({}) });
    render(<ApiDocs />);
    expect((await screen.findByRole('alert')).textContent).toContain("La documentation de l'API n'a pu être chargée.");
  });
});

describe('API areas', () => {
  it.each([
    ['/api/backups/remove/{backupName}', 'Sauvegardes'],
    ['/media/{id}', 'Images'],
    ['/config', 'Site'],
    ['/api/nouveau', 'nouveau'],
  ])('%s belongs to %s', (path, area) => expect(areaOf(path)).toBe(area));

  it('finds words without their accents, in the method, path or summary', () => {
    expect(Object.keys(groupedByArea(DOCUMENT, 'equipes').paths)).toEqual(['/api/teams']);
    expect(Object.keys(groupedByArea(DOCUMENT, 'POST plage').paths)).toEqual(['/api/timeslots/add']);
  });
});
