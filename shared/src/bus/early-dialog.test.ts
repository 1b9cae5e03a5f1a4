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
    const { typing, tapped } = closeEarlyDialogs(document, dialog);
    expect(login.isConnected).toBe(false);
    const fields = Array.from(dialog.querySelectorAll('input'));
    expect(fields.map((field) => field.value)).toEqual(['membre@ligue.test', 'secret']);
    expect(typed).toEqual(['username', 'password']); // as typing does: the dialog's component hears it
    expect(typing).toBe(fields[1]);
    expect(tapped).toBeNull();
  });

  it('carries nothing from a drawing left as it was drawn, nor from a closed one', () => {
    drawn(true, 'login', '<input name="username" value="">');
    const dialog = document.createElement('div');
    dialog.innerHTML = '<input name="username" value="déjà là">';
    expect(closeEarlyDialogs(document, dialog)).toEqual({ typing: null, tapped: null });
    expect(dialog.querySelector('input')?.value).toBe('déjà là');
    const closed = drawn(false, 'login', '<input name="username" value="">');
    (closed.querySelector('input') as HTMLInputElement).value = 'x@y.z';
    closeEarlyDialogs(document, dialog);
    expect(dialog.querySelector('input')?.value).toBe('déjà là');
  });

  it('a button tapped there once the page answered (or a tap held until then): the dialog itself taps its twin', () => {
    const buttons = (open: boolean) =>
      drawn(
        open,
        'login',
        '<form><input name="username"><button type="button">Mot de passe oublié</button><button type="button">Se connecter</button></form>',
      );
    const dialogOf = (html: string) => {
      const dialog = document.createElement('div');
      dialog.innerHTML = html;
      return dialog;
    };
    const itself = dialogOf(
      '<button data-dialog-close>×</button><form><input name="username"><button type="button">Mot de passe oublié</button><button type="submit">Se connecter</button></form>',
    );
    let login = buttons(true);
    adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
    const [forgotten, send] = Array.from(login.querySelectorAll('button'));
    forgotten?.click();
    send?.click(); // the last tap is the one meant
    expect(send?.hasAttribute('data-tap-held')).toBe(true); // shown waiting for the dialog itself
    expect(forgotten?.hasAttribute('data-tap-held')).toBe(false);
    expect(closeEarlyDialogs(document, itself).tapped).toBe(itself.querySelector('button[type="submit"]'));

    // another component in the dialog's place (its buttons differ): nothing is tapped
    login = buttons(true);
    adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
    login.querySelector('button')?.click();
    expect(closeEarlyDialogs(document, dialogOf('<button>Enregistrer</button>')).tapped).toBeNull();

    // the close button is the browser's: tapping it closes the drawing, nothing is carried
    login = buttons(true);
    login.querySelector('form')?.insertAdjacentHTML('beforebegin', '<button data-dialog-close>×</button>');
    adoptEarlyDialogs(document, [{ id: 'login', props: {} }]);
    login.querySelector<HTMLButtonElement>('[data-dialog-close]')?.click();
    expect(closeEarlyDialogs(document, itself).tapped).toBeNull();
  });
});
