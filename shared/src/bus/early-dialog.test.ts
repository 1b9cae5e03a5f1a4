import { ANONYMOUS_SESSION, type Session } from '../session';
import { adoptEarlyDialogs, closeEarlyDialogs, earlyDialogElementId, earlyDialogOpener } from './early-dialog';
import { closeModal, modalStore, type DialogId } from './modals';
import { sessionOnItsWay, setSession } from './stores';

/** jsdom has `<dialog open>` but not its methods: `close()` as the browser does it (its event comes in a later task). */
beforeAll(() => {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

afterEach(() => {
  closeModal();
  document.body.innerHTML = '';
});

/** The server's drawing of a dialog (the team editor), before #root, opened by its button or not. */
function drawn(open: boolean, id: DialogId = 'teamEditor', content = ''): HTMLDialogElement {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<dialog id="${earlyDialogElementId(id)}" data-early-dialog ${open ? 'open' : ''}>${content}</dialog>`,
  );
  return document.querySelector('dialog') as HTMLDialogElement;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

describe('a dialog drawn by the server before its script', () => {
  it("is named by its button's command, one element per dialog", () => {
    expect(earlyDialogOpener('teamEditor')).toEqual({ commandfor: 'league-early-teamEditor', command: 'show-modal' });
    expect(earlyDialogElementId('sponsorEditor')).not.toBe(earlyDialogElementId('teamEditor'));
  });

  it('opened before the page answered, is opened again as the dialog itself with its props, then gives it its place', async () => {
    const element = drawn(true);
    adoptEarlyDialogs(document, [{ id: 'teamEditor', props: { teamId: 't1' } }]);
    expect(modalStore.get()).toEqual({ id: 'teamEditor', kind: 'dialog', props: { teamId: 't1' } });
    closeEarlyDialogs(document); // the dialog itself is drawn
    expect(element.isConnected).toBe(false);
    await nextTask(); // its close event was not the person's: the dialog itself stays open
    expect(modalStore.get()?.id).toBe('teamEditor');
  });

  it('closed by the person before the dialog itself is drawn, closes that one too', async () => {
    const element = drawn(true);
    adoptEarlyDialogs(document, [{ id: 'teamEditor', props: { teamId: 't1' } }]);
    element.close();
    await nextTask();
    expect(modalStore.get()).toBeNull();
  });

  it('left closed, or not the one the page state names, is removed: its button opens the dialog itself', () => {
    const closed = drawn(false);
    adoptEarlyDialogs(document, [{ id: 'teamEditor', props: { teamId: 't1' } }]);
    expect(closed.isConnected).toBe(false);
    const stray = drawn(true);
    adoptEarlyDialogs(document, undefined);
    expect(stray.isConnected).toBe(false);
    expect(modalStore.get()).toBeNull();
  });

  it('of several drawn, adopts the one opened and removes the others', () => {
    const filters = drawn(false, 'scheduleFilters');
    const login = drawn(true, 'login');
    adoptEarlyDialogs(document, [
      { id: 'login', props: {} },
      { id: 'scheduleFilters', props: {} },
    ]);
    expect(filters.isConnected).toBe(false);
    expect(login.isConnected).toBe(true);
  });

  it("a visitor's login waits for the session: opened as the dialog itself for a visitor", async () => {
    sessionOnItsWay();
    drawn(true, 'login');
    adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
    await nextTask();
    expect(modalStore.get()).toBeNull(); // who is there is not known yet
    setSession(ANONYMOUS_SESSION);
    await nextTask();
    expect(modalStore.get()).toEqual({ id: 'login', kind: 'dialog', props: {} });
  });

  it('…and closed for someone logged in, who is asked nothing', async () => {
    sessionOnItsWay();
    const login = drawn(true, 'login');
    adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
    setSession({ ...ANONYMOUS_SESSION, loggedIn: true, name: 'Sophie' } as Session);
    await nextTask();
    expect(login.isConnected).toBe(false);
    expect(modalStore.get()).toBeNull();
    setSession(ANONYMOUS_SESSION);
  });

  it('gives the dialog itself what was typed in its fields, and the field where the person was typing', () => {
    const login = drawn(
      true,
      'login',
      '<input name="username" type="email" value=""><input name="password" type="password" value=""><input type="checkbox" name="remember">',
    );
    const [username, password] = Array.from(login.querySelectorAll('input'));
    (username as HTMLInputElement).value = 'membre@ligue.test';
    (password as HTMLInputElement).value = 'secret';
    password?.focus();
    const dialog = document.createElement('div');
    dialog.innerHTML = '<input name="username" type="email"><input name="password" type="password">';
    document.body.append(dialog);
    const typed: string[] = [];
    dialog.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).name));
    const { typing, submitted } = closeEarlyDialogs(document, dialog);
    expect(login.isConnected).toBe(false);
    const fields = Array.from(dialog.querySelectorAll('input'));
    expect(fields.map((field) => field.value)).toEqual(['membre@ligue.test', 'secret']);
    expect(typed).toEqual(['username', 'password']); // as typing does: the dialog's component hears it
    expect(typing).toBe(fields[1]);
    expect(submitted).toBe(false);
  });

  it('carries nothing from a drawing left as it was drawn, nor from a closed one', () => {
    drawn(true, 'login', '<input name="username" value="">');
    const dialog = document.createElement('div');
    dialog.innerHTML = '<input name="username" value="déjà là">';
    expect(closeEarlyDialogs(document, dialog)).toEqual({ typing: null, submitted: false });
    expect(dialog.querySelector('input')?.value).toBe('déjà là');
    const closed = drawn(false, 'login', '<input name="username" value="">');
    (closed.querySelector('input') as HTMLInputElement).value = 'x@y.z';
    closeEarlyDialogs(document, dialog);
    expect(dialog.querySelector('input')?.value).toBe('déjà là');
  });

  it('sent there once the page answered (its send button tapped, or a tap held until then): the dialog itself sends', () => {
    const login = drawn(
      true,
      'login',
      '<form><input name="username"><button type="button" data-early-submit>Se connecter</button></form>',
    );
    adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
    const send = login.querySelector('button') as HTMLButtonElement;
    send.click();
    expect(send.hasAttribute('data-tap-held')).toBe(true); // shown waiting for the dialog itself
    expect(closeEarlyDialogs(document, document.createElement('div')).submitted).toBe(true);
  });
});
