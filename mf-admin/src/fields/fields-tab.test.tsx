import { events$, invalidateLeagueReads, type LeagueEvent } from '@league/shared';
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
        body: { success: false, error: 'Le terrain Parc Central a 3 match(s) au calendrier : il ne peut être retiré' },
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

    fireEvent.click(screen.getByRole('button', { name: 'Retirer Parc Central' }));
    const confirm = screen.getByRole('dialog', { name: 'Retirer ce terrain ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Retirer le terrain' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Failed to remove field : Le terrain Parc Central a 3 match(s) au calendrier : il ne peut être retiré',
    );
  });

  it("adds and removes a free agent with the spec's toasts", async () => {
    const toasts: LeagueEvent[] = [];
    const subscription = events$.subscribe((event) => event.type === 'toast' && toasts.push(event));
    fakeServer({
      'GET /api/freeagents': { body: { players: [{ _id: 'a1', name: 'Julie Roy' }] } },
      'PUT /api/freeagents/add': { body: { success: true, message: 'Free agent was added' } },
      'DELETE /api/freeagents/remove/a1': { body: { success: true, message: 'Free agent was removed' } },
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
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Julie Roy' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.map((toast) => (toast as { message: string }).message)).toEqual([
      'Free agent was added',
      'Free agent was removed',
    ]);
    subscription.unsubscribe();
  });
});
