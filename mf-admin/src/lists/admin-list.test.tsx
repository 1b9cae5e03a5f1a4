import { apiRequest, events$, type LeagueEvent } from '@league/shared';
import { fakeServer, heldReply, quietConsoleErrors } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { AdminList, FormField, specFailure, type AdminListProps, type FieldsProps } from './admin-list';

interface Thing {
  _id: string;
  name: string;
  size: number;
}
type Draft = { name: string };

function Fields({ draft, change, errors }: FieldsProps<Thing, Draft>) {
  return (
    <FormField label="Nom" error={errors.name}>
      <input value={draft.name} onChange={(event) => change({ name: event.target.value })} />
    </FormField>
  );
}

const THINGS: Thing[] = [
  { _id: '1', name: 'Érable', size: 3 },
  { _id: '2', name: 'Bouleau', size: 10 },
  { _id: '3', name: 'Chêne', size: 1 },
];

function renderList(extra: Partial<AdminListProps<Thing, Draft>> = {}) {
  const onChanged = jest.fn();
  render(
    <AdminList<Thing, Draft>
      title="Arbres"
      items={THINGS}
      keyOf={(thing) => thing._id}
      searchText={(thing) => thing.name}
      columns={[
        { label: 'Nom', value: (thing) => thing.name, sort: (thing) => thing.name },
        { label: 'Taille', value: (thing) => thing.size, sort: (thing) => thing.size },
      ]}
      writeKey="things"
      onChanged={onChanged}
      form={{
        blank: () => ({ name: '' }),
        fromItem: (thing) => ({ name: thing.name }),
        problem: (draft) => (draft.name.trim() ? null : 'Champ requis'),
        Fields,
      }}
      add={{
        call: (draft) => apiRequest('POST', '/api/things/add', { body: draft }),
        failure: () => specFailure('Failed to add thing'),
        success: (draft) => `${draft.name} ajouté`,
      }}
      edit={{
        call: (thing, draft) => apiRequest('PUT', `/api/things/edit/${thing._id}`, { body: draft }),
        failure: () => 'Could not edit thing',
      }}
      remove={{
        call: (thing) => apiRequest('DELETE', `/api/things/remove/${thing._id}`),
        failure: (thing) => `Failed to remove thing ${thing._id}`,
        success: () => 'Thing was removed',
        question: (thing) => ({
          title: 'Supprimer cet arbre ?',
          text: `${thing.name} disparaîtra.`,
          confirm: 'Supprimer',
        }),
      }}
      labels={{ add: 'Ajouter un arbre', edit: (thing) => `Modifier ${thing.name}`, empty: 'Aucun arbre.' }}
      {...extra}
    />,
  );
  return onChanged;
}

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function toasts() {
  const seen: LeagueEvent[] = [];
  const subscription = events$.subscribe((event) => event.type === 'toast' && seen.push(event));
  return { seen, stop: () => subscription.unsubscribe() };
}

describe('the admin list', () => {
  it('searches ignoring case and accents, and sorts by a chosen column either way', () => {
    renderList();
    expect(rowNames()).toEqual(['Bouleau', 'Chêne', 'Érable']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Trier par' }), { target: { value: 'Taille' } });
    expect(rowNames()).toEqual(['Chêne', 'Érable', 'Bouleau']);
    fireEvent.click(screen.getByRole('button', { name: 'Ordre croissant' }));
    expect(rowNames()).toEqual(['Bouleau', 'Érable', 'Chêne']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'erab' } });
    expect(rowNames()).toEqual(['Érable']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: 'pin' } });
    expect(screen.getByText('Aucun résultat pour « pin ».')).toBeTruthy();
  });

  it('says when the list is empty, and shows a load failure', () => {
    renderList({ items: [], loadError: 'Could not retrieve things' });
    expect(screen.getByText('Aucun arbre.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Could not retrieve things');
  });

  it('adds: the button waits for a name, a failure keeps what was typed, a success closes with a toast', async () => {
    quietConsoleErrors();
    let fail = true;
    const server = fakeServer({
      'POST /api/things/add': () =>
        fail ? { status: 409, body: { success: false, error: 'Ce nom existe déjà' } } : { body: { success: true } },
    });
    const onChanged = renderList();
    const shown = toasts();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un arbre' }));
    const dialog = screen.getByRole('dialog', { name: 'Ajouter un arbre' });
    const submit = within(dialog).getByRole('button', { name: 'Ajouter' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByText('Champ requis')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Nom' }), { target: { value: 'Pin' } });
    fireEvent.click(submit);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to add thing\u202f: Ce nom existe déjà',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Nom' }) as HTMLInputElement).value).toBe('Pin');
    expect(onChanged).not.toHaveBeenCalled();
    fail = false;
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', '/api/things/add')[1]?.body).toEqual({ name: 'Pin' });
    expect(shown.seen).toEqual([{ type: 'toast', level: 'info', message: 'Pin ajouté' }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    shown.stop();
  });

  it("edits a row from its values, with 'Enregistrer'", async () => {
    const server = fakeServer({ 'PUT /api/things/edit/2': { body: { success: true } } });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Bouleau' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Bouleau' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' }) as HTMLInputElement;
    expect(name.value).toBe('Bouleau');
    fireEvent.change(name, { target: { value: 'Bouleau jaune' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('PUT', '/api/things/edit/2')[0]?.body).toEqual({ name: 'Bouleau jaune' });
  });

  it("shows a refused field's reason beside it, once, and the change's own message above the buttons", async () => {
    quietConsoleErrors();
    fakeServer({
      'PUT /api/things/edit/2': {
        status: 400,
        body: {
          success: false,
          error: 'Requête invalide',
          issues: [{ path: 'body.name', message: '100 caractères au plus' }],
        },
      },
      'PUT /api/things/edit/1': { status: 409, body: { success: false, error: 'Un arbre nommé Chêne existe déjà' } },
    });
    renderList({
      form: { blank: () => ({ name: '' }), fromItem: (thing) => ({ name: thing.name }), Fields, conflictField: 'name' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Bouleau' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Bouleau' });
    const name = within(dialog).getByRole('textbox', { name: 'Nom' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not edit thing');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('100 caractères au plus');
    expect(dialog.textContent).not.toContain('Requête invalide');
    fireEvent.change(name, { target: { value: 'Bouleau blanc' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog).queryByText('100 caractères au plus')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Érable' }));
    const other = screen.getByRole('dialog', { name: 'Modifier Érable' });
    fireEvent.change(within(other).getByRole('textbox', { name: 'Nom' }), { target: { value: 'Chêne' } });
    fireEvent.click(within(other).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(other).findByText('Un arbre nommé Chêne existe déjà')).toBeTruthy();
    expect(within(other).getByRole('alert').textContent).toBe('Could not edit thing');
  });

  it('names the row in its buttons for screen readers when told how', () => {
    renderList({ labels: { empty: 'Aucun arbre.', item: (thing) => `l’arbre ${thing.name}` } });
    expect(screen.getByRole('button', { name: 'Modifier l’arbre Chêne' }).textContent).toBe('Modifier');
    expect(screen.getByRole('button', { name: 'Supprimer l’arbre Chêne' }).textContent).toBe('Supprimer');
  });

  it('removes after a confirmation; a refusal stays in the question with its message', async () => {
    quietConsoleErrors();
    let fail = true;
    const server = fakeServer({
      'DELETE /api/things/remove/3': () =>
        fail ? { status: 409, body: { success: false, error: 'Encore utilisé' } } : { body: { success: true } },
    });
    const onChanged = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Chêne' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cet arbre ?' });
    expect(within(dialog).getByText('Chêne disparaîtra.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Annuler');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to remove thing 3');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE', '/api/things/remove/3')).toHaveLength(2);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('gives the focus to the heading once a removed row has gone with its « Supprimer » button', async () => {
    fakeServer({ 'DELETE /api/things/remove/3': { body: { success: true } } });
    // the page reads the list again after a change: here at once, without the row removed
    function Reread() {
      const [items, setItems] = useState(THINGS);
      return (
        <AdminList<Thing, Draft>
          title="Arbres"
          items={items}
          keyOf={(thing) => thing._id}
          searchText={(thing) => thing.name}
          columns={[{ label: 'Nom', value: (thing) => thing.name }]}
          writeKey="things"
          onChanged={() => setItems((current) => current.filter((thing) => thing._id !== '3'))}
          remove={{
            call: (thing) => apiRequest('DELETE', `/api/things/remove/${thing._id}`),
            failure: () => 'Failed',
            question: () => ({ title: 'Supprimer cet arbre ?', text: '', confirm: 'Supprimer' }),
          }}
          labels={{ empty: 'Aucun arbre.' }}
        />
      );
    }
    render(<Reread />);
    const removeButton = screen.getByRole('button', { name: 'Supprimer Chêne' });
    removeButton.focus();
    fireEvent.click(removeButton);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer cet arbre ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(removeButton.isConnected).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Arbres/ }));
  });

  it('keeps the focus on the dialog’s button while its call runs: marked unavailable, not disabled', async () => {
    quietConsoleErrors();
    const held = heldReply({ status: 500, body: { success: false, error: 'Erreur du serveur' } });
    const server = fakeServer({ 'PUT /api/things/edit/2': held.route });
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Modifier Bouleau' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier Bouleau' });
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    save.focus();
    fireEvent.click(save);
    expect(await within(dialog).findByRole('status', { name: 'Envoi en cours…' })).toBeTruthy();
    expect([save.hasAttribute('disabled'), save.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    fireEvent.click(save);
    await act(async () => held.release());
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Could not edit thing');
    expect([save.getAttribute('aria-disabled'), document.activeElement]).toEqual([null, save]);
    expect(server.callsTo('PUT', '/api/things/edit/2')).toHaveLength(1);
  });

  it('hides the buttons of the changes it is not given', () => {
    renderList({ add: undefined, edit: undefined, remove: undefined });
    expect(screen.queryByRole('button', { name: /Ajouter|Modifier|Supprimer/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows long lists fifty rows at a time', () => {
    const many = Array.from({ length: 120 }, (_, index) => ({ _id: `t${index}`, name: `Arbre ${index}`, size: index }));
    renderList({ items: many });
    expect(screen.getAllByRole('row')).toHaveLength(51);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus (70 de plus)' }));
    expect(screen.getAllByRole('row')).toHaveLength(101);
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus (20 de plus)' }));
    expect(screen.getAllByRole('row')).toHaveLength(121);
    expect(screen.queryByRole('button', { name: /Afficher plus/ })).toBeNull();
  });
});
