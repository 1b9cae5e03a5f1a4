import { events$, invalidateLeagueReads, messages, type LeagueEvent } from '@league/shared';
import { fakeServer, quietConsoleErrors } from '@league/test-support';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FreeAgentsTab } from '../free-agents/free-agents-tab';
import { FieldsTab } from './fields-tab';

const FIELD = { _id: 'f1', name: 'Parc Central', type: 'outdoor', address: '1 rue du Parc' };

describe('the fields and free agents tabs', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    quietConsoleErrors();
  });

  it('lists fields in French, adds one (read again after) and shows why a field in use stays', async () => {
    let fields = [FIELD];
    const server = fakeServer({
      'GET /api/fields': () => ({ body: { fields } }),
      'POST /api/fields/add': () => {
        fields = [...fields, { _id: 'f2', name: 'Aréna', type: 'indoor', address: '' }];
        return { body: { success: true } };
      },
      'DELETE /api/fields/remove/f1': {
        status: 409,
        body: {
          success: false,
          error: 'Le terrain Parc Central a 3 match(s) au calendrier\u202f: il ne peut être supprimé',
        },
      },
    });
    render(<FieldsTab />);
    const row = await screen.findByRole('row', { name: /Parc Central/ });
    expect(within(row).getAllByRole('cell')[1]?.textContent).toBe('Extérieur');

    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un terrain' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un terrain' });
    expect(within(dialog).getByText('Le nom du terrain est requis')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom du terrain' }), { target: { value: 'Aréna' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), { target: { value: 'indoor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByRole('row', { name: /Aréna/ })).toBeTruthy();
    expect(server.callsTo('POST', '/api/fields/add')[0]?.body).toEqual({ name: 'Aréna', type: 'indoor', address: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le terrain Parc Central' }));
    const confirm = screen.getByRole('dialog', { name: 'Supprimer ce terrain\u202f?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer le terrain' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      `${messages.fieldRemoveFailed}\u202f: Le terrain Parc Central a 3 match(s) au calendrier\u202f: il ne peut être supprimé`,
    );
  });

  it('says « Terrain » once in its toast for a field whose name already says it', async () => {
    const toasts: LeagueEvent[] = [];
    const subscription = events$.subscribe((event) => event.type === 'toast' && toasts.push(event));
    fakeServer({
      'GET /api/fields': { body: { fields: [FIELD] } },
      'POST /api/fields/add': { body: { success: true } },
    });
    render(<FieldsTab />);
    await screen.findByRole('row', { name: /Parc Central/ });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un terrain' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un terrain' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom du terrain' }), {
      target: { value: 'Terrain du Moulin' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(toasts.map((toast) => (toast as { message?: string }).message)).toContain('Terrain du Moulin ajouté'),
    );
    subscription.unsubscribe();
  });

  it('edits a field in place from its values; a name already taken shows beside the name', async () => {
    let fields = [FIELD, { _id: 'f2', name: 'Aréna', type: 'indoor', address: '' }];
    const server = fakeServer({
      'GET /api/fields': () => ({ body: { fields } }),
      'PUT /api/fields/edit/f1': (call) => {
        const body = call.body as typeof FIELD;
        if (body.name === 'Aréna')
          return { status: 409, body: { success: false, error: 'Un terrain nommé Aréna existe déjà' } };
        fields = [{ ...body, _id: 'f1' }, fields[1]!];
        return { body: { success: true } };
      },
    });
    render(<FieldsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le terrain Parc Central' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le terrain Parc Central' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom du terrain' }) as HTMLInputElement;
    expect([name.value, (within(dialog).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value]).toEqual([
      'Parc Central',
      'outdoor',
    ]);
    expect((within(dialog).getByRole('textbox', { name: 'Adresse' }) as HTMLInputElement).value).toBe('1 rue du Parc');
    fireEvent.change(name, { target: { value: 'Aréna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Le terrain Parc Central n’a pas pu être enregistré',
    );
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Un terrain nommé Aréna existe déjà',
    );
    fireEvent.change(name, { target: { value: ' Parc Jarry ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Type' }), { target: { value: 'indoor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('row', { name: /Parc Jarry/ })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('PUT', '/api/fields/edit/f1')[1]?.body).toEqual({
      name: 'Parc Jarry',
      type: 'indoor',
      address: '1 rue du Parc',
    });
  });

  it('removes a field, then gives the focus to the list’s heading once its row has gone', async () => {
    let fields = [FIELD, { _id: 'f2', name: 'Aréna', type: 'indoor', address: '' }];
    fakeServer({
      'GET /api/fields': () => ({ body: { fields } }),
      'DELETE /api/fields/remove/f1': () => {
        fields = fields.filter((field) => field._id !== 'f1');
        return { body: { success: true } };
      },
    });
    render(<FieldsTab />);
    const remove = await screen.findByRole('button', { name: 'Supprimer le terrain Parc Central' });
    remove.focus();
    fireEvent.click(remove);
    const confirm = screen.getByRole('dialog', { name: 'Supprimer ce terrain\u202f?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer le terrain' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Parc Central/ })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Terrains/ }));
  });

  it("adds and removes a free agent with the spec's toasts", async () => {
    const toasts: LeagueEvent[] = [];
    const subscription = events$.subscribe((event) => event.type === 'toast' && toasts.push(event));
    fakeServer({
      'GET /api/freeagents': { body: { players: [{ _id: 'a1', name: 'Julie Roy' }] } },
      'PUT /api/freeagents/add': { body: { success: true, message: messages.freeAgentAdded } },
      'DELETE /api/freeagents/remove/a1': { body: { success: true, message: messages.freeAgentRemoved } },
    });
    render(<FreeAgentsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un joueur autonome' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), { target: { value: 'Marc' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Courriel/ }), { target: { value: 'marc' } });
    expect((within(dialog).getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Courriel/ }), {
      target: { value: 'marc@exemple.ca' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer le joueur autonome Julie Roy' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.map((toast) => (toast as { message: string }).message)).toEqual([
      messages.freeAgentAdded,
      messages.freeAgentRemoved,
    ]);
    subscription.unsubscribe();
  });

  it('edits a free agent in place: reads their e-mail first, then saves name and e-mail', async () => {
    const REFUSED = 'Le domaine du courriel doit contenir au plus 255 caractères';
    const server: ReturnType<typeof fakeServer> = fakeServer({
      'GET /api/freeagents': { body: { players: [{ _id: 'a1', name: 'Julie Roy' }] } },
      'GET /api/freeagents/a1': { body: { _id: 'a1', name: 'Julie Roy', email: 'julie@exemple.ca' } },
      // the first call is refused as the server would refuse an address its own rules reject
      'PUT /api/freeagents/edit/a1': () =>
        server.callsTo('PUT', '/api/freeagents/edit/a1').length === 1
          ? {
              status: 400,
              body: { success: false, error: 'Requête invalide', issues: [{ path: 'body.email', message: REFUSED }] },
            }
          : { body: { success: true } },
    });
    render(<FreeAgentsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Modifier le joueur autonome Julie Roy' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le joueur autonome Julie Roy' });
    const email = within(dialog).getByRole('textbox', { name: /Courriel/ }) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('julie@exemple.ca'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), { target: { value: 'Julie Roy-Gagnon' } });
    fireEvent.change(email, { target: { value: 'julie@exemple.quebec' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText(REFUSED)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'julie.gagnon@exemple.ca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', '/api/freeagents/edit/a1').map((call) => call.body)).toEqual([
      { name: 'Julie Roy-Gagnon', email: 'julie@exemple.quebec' },
      { name: 'Julie Roy-Gagnon', email: 'julie.gagnon@exemple.ca' },
    ]);
  });
});
