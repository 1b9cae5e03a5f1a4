import { adoptEarlyDialog, closeEarlyDialogs, earlyDialogElementId, earlyDialogOpener } from './early-dialog';
import { closeModal, modalStore } from './modals';

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

/** The server's drawing of the team editor, before #root, opened by its button or not. */
function drawn(open: boolean): HTMLDialogElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<dialog id="${earlyDialogElementId('teamEditor')}" data-early-dialog ${open ? 'open' : ''}></dialog><div id="root"></div>`,
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
    adoptEarlyDialog(document, { id: 'teamEditor', props: { teamId: 't1' } });
    expect(modalStore.get()).toEqual({ id: 'teamEditor', kind: 'dialog', props: { teamId: 't1' } });
    closeEarlyDialogs(document); // the dialog itself is drawn
    expect(element.isConnected).toBe(false);
    await nextTask(); // its close event was not the person's: the dialog itself stays open
    expect(modalStore.get()?.id).toBe('teamEditor');
  });

  it('closed by the person before the dialog itself is drawn, closes that one too', async () => {
    const element = drawn(true);
    adoptEarlyDialog(document, { id: 'teamEditor', props: { teamId: 't1' } });
    element.close();
    await nextTask();
    expect(modalStore.get()).toBeNull();
  });

  it('left closed, or not the one the page state names, is removed: its button opens the dialog itself', () => {
    const closed = drawn(false);
    adoptEarlyDialog(document, { id: 'teamEditor', props: { teamId: 't1' } });
    expect(closed.isConnected).toBe(false);
    const stray = drawn(true);
    adoptEarlyDialog(document, undefined);
    expect(stray.isConnected).toBe(false);
    expect(modalStore.get()).toBeNull();
  });
});
