import { REMOTES } from '../remotes';
import { DIALOG_REGISTRY, DIALOGS_DRAWN_BY_THEIR_PAGE, dialogSource, drawnByItsPage } from './dialogs';
import { closeModal, DIALOG_IDS, modalStore, openModal } from './modals';

describe('dialog registry', () => {
  afterEach(() => closeModal());

  it.each(Object.entries({ ...DIALOG_REGISTRY, ...DIALOGS_DRAWN_BY_THEIR_PAGE }))(
    '%s comes from a module its remote exposes',
    (_id, source) => {
      expect(REMOTES[source!.remote].modules as readonly string[]).toContain(source!.module);
    },
  );

  it("knows mf-account's dialogs and the schedule's filters, drawn by its page and not also registered", () => {
    expect(dialogSource('preferences')).toEqual({ remote: 'account', module: 'PreferencesDialog' });
    expect(dialogSource('scheduleFilters')).toEqual({ remote: 'public', module: 'Schedule' });
    expect(drawnByItsPage('scheduleFilters')).toBe(true);
    expect(drawnByItsPage('preferences')).toBe(false);
    for (const id of Object.keys(DIALOGS_DRAWN_BY_THEIR_PAGE)) expect(Object.keys(DIALOG_REGISTRY)).not.toContain(id);
    expect(DIALOG_IDS).toEqual(expect.arrayContaining(Object.keys(DIALOG_REGISTRY)));
  });

  it('opens a dialog with typed props; opening another closes it', () => {
    openModal('colourPicker', { colour: '#123456', onPick: () => undefined });
    expect(modalStore.get()).toMatchObject({ id: 'colourPicker', kind: 'dialog', props: { colour: '#123456' } });
    openModal('timeslotConfirmation', { reservationId: '4' });
    expect(modalStore.get()).toMatchObject({ id: 'timeslotConfirmation', props: { reservationId: '4' } });
  });

  it('checks the props at compile time', () => {
    // the type check (tsc) fails if these calls stop being refused
    // @ts-expect-error a timeslot confirmation needs its reservation
    expect(() => openModal('timeslotConfirmation')).not.toThrow();
    // @ts-expect-error the login dialog has no such prop
    expect(() => openModal('login', { user: 'x' })).not.toThrow();
    // @ts-expect-error a popup takes no props
    expect(() => openModal('mainMenu', { x: 1 })).not.toThrow();
  });
});
