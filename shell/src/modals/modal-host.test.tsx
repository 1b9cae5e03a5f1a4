import { closeModal, modalStore, openModal, warmDialog, type RemoteName } from '@league/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRemoteLoader } from '../federation/remote-loader';
import { RemoteLoaderContext } from '../federation/remote-view';
import { ModalHost } from './modal-host';

/** A loader that draws any module as a dialog naming its remote, module and props. */
function renderHost(registry?: Parameters<typeof ModalHost>[0]['registry']) {
  const loaded: string[] = [];
  const loader = createRemoteLoader(
    async (remote: RemoteName, module: string) => {
      if (module !== 'version') loaded.push(`${remote}/${module}`);
      return {
        default: ({ onClose, ...props }: { onClose(): void }) => (
          <div role="dialog" aria-label={module}>
            {JSON.stringify(props)}
            <button type="button" onClick={onClose}>
              Fermer
            </button>
          </div>
        ),
      };
    },
    { timeoutMs: () => 1000 },
  );
  render(
    <RemoteLoaderContext.Provider value={loader}>
      <ModalHost registry={registry} />
    </RemoteLoaderContext.Provider>,
  );
  return loaded;
}

describe('dialog host', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => act(() => closeModal()));

  it('opens a registered dialog from its remote with the props it was opened with, and closes it', async () => {
    const loaded = renderHost();
    act(() => openModal('login', { username: 'lea@ligue.test', redirect: '/schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'LoginDialog' });
    expect(loaded).toEqual(['account/LoginDialog']);
    expect(JSON.parse(dialog.firstChild!.textContent!)).toEqual({ username: 'lea@ligue.test', redirect: '/schedule' });
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(modalStore.get()).toBeNull();
  });

  it("opens another remote's dialog through the same bus, and opening one closes the other", async () => {
    const loaded = renderHost({
      login: { remote: 'account', module: 'LoginDialog' },
      teamEditor: { remote: 'admin', module: 'Admin' },
    });
    act(() => openModal('login'));
    await screen.findByRole('dialog', { name: 'LoginDialog' });
    act(() => openModal('teamEditor', { teamId: '7' }));
    await screen.findByRole('dialog', { name: 'Admin' });
    expect(screen.queryByRole('dialog', { name: 'LoginDialog' })).toBeNull();
    expect(loaded).toEqual(['account/LoginDialog', 'admin/Admin']);
  });

  it('says so when a dialog no remote exposes is opened, and leaves page-drawn dialogs to their page', () => {
    renderHost({});
    act(() => openModal('timeslotConfirmation', { reservationId: '3' }));
    expect(console.error).toHaveBeenCalledWith('No remote exposes the dialog timeslotConfirmation');
    (console.error as jest.Mock).mockClear();
    act(() => openModal('scheduleFilters'));
    expect(console.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // last: the dialogs asked to be warmed stay asked for the rest of the file
  it('loads a warmed dialog before it is opened, so the tap finds it drawn at once', async () => {
    const loaded = renderHost({ teamEditor: { remote: 'admin', module: 'TeamEditor' } });
    expect(loaded).toEqual([]);
    await act(async () => warmDialog('teamEditor'));
    expect(loaded).toEqual(['admin/TeamEditor']);
    act(() => openModal('teamEditor', { teamId: '7' }));
    expect(screen.getByRole('dialog', { name: 'TeamEditor' })).toBeTruthy(); // no loading step
    expect(loaded).toEqual(['admin/TeamEditor']);
  });
});
