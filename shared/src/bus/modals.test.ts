import { firstValueFrom, take, toArray } from 'rxjs';
import { events$ } from './events';
import { closeDialogs, closeModal, closePopups, modalStore, openModal, toggleModal } from './modals';

afterEach(() => closeModal());

describe('modal coordination', () => {
  it('opening a dialog closes the popup that was open', () => {
    openModal('mainMenu');
    openModal('login', { username: 'a@b.ca' });
    expect(modalStore.get()).toEqual({ id: 'login', kind: 'dialog', props: { username: 'a@b.ca' } });
  });

  it('opening a popup closes the dialog that was open', () => {
    openModal('preferences');
    openModal('userMenu');
    expect(modalStore.get()?.id).toBe('userMenu');
  });

  it('closing another id leaves the open modal alone', () => {
    openModal('register');
    closeModal('login');
    expect(modalStore.get()?.id).toBe('register');
  });

  it('toggle opens then closes the same popup', () => {
    toggleModal('mainMenu');
    expect(modalStore.get()?.id).toBe('mainMenu');
    toggleModal('mainMenu');
    expect(modalStore.get()).toBeNull();
  });

  it.each([
    ['login', closeDialogs, null],
    ['mainMenu', closeDialogs, 'mainMenu'],
    ['mainMenu', closePopups, null],
    ['login', closePopups, 'login'],
  ] as const)('with %s open, %p leaves %s open', (id, close, expected) => {
    openModal(id);
    close();
    expect(modalStore.get()?.id ?? null).toBe(expected);
  });

  it('announces openings and closings on the bus', async () => {
    const seen = firstValueFrom(events$.pipe(take(2), toArray()));
    openModal('joinLeague');
    closeModal();
    expect(await seen).toEqual([
      { type: 'modal/open', id: 'joinLeague', props: {} },
      { type: 'modal/close', id: 'joinLeague' },
    ]);
  });
});
