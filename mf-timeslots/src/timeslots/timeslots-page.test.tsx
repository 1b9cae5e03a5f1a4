import { closeModal, modalStore, recordWindowSize } from '@league/shared';
import { AtPath } from '@league/test-support';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { aMatch, aSchedule, aSlot, leagueAs, toasts, written } from '../test/timeslots-fixture';
import { TimeslotsPage } from './timeslots-page';

const renderPage = (path = '/timeslots') =>
  render(
    <AtPath path={path}>
      <TimeslotsPage />
    </AtPath>,
  );

const LIST = 'GET /api/timeslots/filtered';
const FOUR = aSchedule({
  available: [aSlot(), aSlot({ _id: 's2', date: '2026-06-07T10:00:00-04:00' })],
  pending: [aSlot({ _id: 's3' }, { _id: 'r3' })],
  confirmed: [aSlot({ _id: 's4' }, { _id: 'r4', status: 'confirmed' })],
  booked: [],
});

describe('TimeslotsPage: the groups and the views', () => {
  afterEach(() => closeModal());

  it('shows the four groups in French with their counts, the available slots by day', async () => {
    await leagueAs('captain', ['Les Castors'], { [LIST]: { body: FOUR } });
    renderPage();
    const groups = within(await screen.findByRole('list', { name: 'Groupes de plages horaires' }));
    expect(groups.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Disponibles (2)',
      'En attente (1)',
      'Confirmées (1)',
      'Réservées (0)',
    ]);
    expect(screen.getByRole('region', { name: 'samedi 6 juin 2026' }).textContent).toContain('18 h 30 · Parc Jarry');
    expect(screen.getByRole('region', { name: 'dimanche 7 juin 2026' }).textContent).toContain('10 h 00');
    fireEvent.click(groups.getByRole('button', { name: 'Confirmées (1)' }));
    expect(screen.getByRole('heading', { name: 'Confirmées' })).toBeTruthy();
    expect(screen.getByText('Demandée par Les Lions')).toBeTruthy();
    fireEvent.click(groups.getByRole('button', { name: 'Réservées (0)' }));
    expect(screen.getByText('Aucune plage horaire.')).toBeTruthy();
  });

  it('places each slot at its minute of the day in a week of seven days on a wide screen', async () => {
    await leagueAs('captain', ['Les Castors'], { [LIST]: { body: FOUR } });
    act(() => recordWindowSize({ width: 1280, height: 800 }));
    renderPage();
    const week = await screen.findByRole('region', { name: 'Semaine du lundi 1 juin 2026' });
    expect(within(week).getAllByRole('listitem')).toHaveLength(7);
    const saturday = within(week).getByRole('listitem', { name: 'samedi 6 juin 2026' });
    const placed = saturday.querySelector('[data-minute]') as HTMLElement;
    expect(placed.dataset.minute).toBe('1110');
    expect(placed.style.top).toBe(`${(1110 / 1440) * 100}%`);
  });

  it('shows the loading state, then the failure in French', async () => {
    await leagueAs('admin', [], { [LIST]: { status: 500, body: { success: false, error: 'panne' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Impossible de charger les plages horaires.',
    );
  });

  it('opens the timeslot confirmation dialog from the e-mailed link, and takes the link out of the address', async () => {
    await leagueAs('captain', ['Les Aigles'], { [LIST]: { body: FOUR } });
    renderPage('/timeslots?confirmer=r3');
    await screen.findByRole('list', { name: 'Groupes de plages horaires' });
    expect(modalStore.get()).toMatchObject({ id: 'timeslotConfirmation', props: { reservationId: 'r3' } });
    expect(screen.getByRole('status', { name: 'adresse' }).textContent).toBe('/timeslots');
  });
});

describe('TimeslotsPage: the admin', () => {
  it('adds a slot and says so, or says which day failed', async () => {
    let slots = aSchedule();
    const server = await leagueAs('admin', [], {
      [LIST]: () => ({ body: slots }),
      'POST /api/timeslots/add': () => {
        slots = aSchedule({ available: [aSlot()] });
        return written(slots, 'Timeslot was added');
      },
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Ajouter une plage horaire' }));
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-06-06' } });
    fireEvent.change(form.getByLabelText('Heure'), { target: { value: '18:30' } });
    fireEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Disponibles (1)');
    expect(server.callsTo('POST', '/api/timeslots/add')[0]?.body).toEqual({
      date: '2026-06-06',
      time: '18:30',
      field: 'f1',
    });
    expect(toasts).toEqual(['Timeslot was added']);
  });

  it("says 'Failed to add timeslot on {date}' when the server refuses", async () => {
    await leagueAs('admin', [], {
      [LIST]: { body: aSchedule() },
      'POST /api/timeslots/add': { status: 409, body: { success: false, error: 'Cette plage existe déjà' } },
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Ajouter une plage horaire' }));
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2026-06-06' } });
    fireEvent.change(form.getByLabelText('Heure'), { target: { value: '18:30' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Ajouter' })));
    expect(toasts).toEqual(['Failed to add timeslot on 2026-06-06 18:30']);
  });

  it('removes a slot after asking, and names it when that fails', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: FOUR },
      'DELETE /api/timeslots/remove/s1': { status: 409, body: { success: false, error: 'réservée' } },
    });
    renderPage();
    const saturday = within(await screen.findByRole('region', { name: 'samedi 6 juin 2026' }));
    fireEvent.click(saturday.getByRole('button', { name: 'Retirer' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Retirer la plage horaire' }));
    expect(server.callsTo('DELETE', '/api/timeslots/remove/s1')).toHaveLength(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Retirer' })));
    expect(server.callsTo('DELETE', '/api/timeslots/remove/s1')).toHaveLength(1);
    expect(toasts).toEqual(['Failed to remove timeslot (s1)']);
  });

  it('approves a confirmed request with the reservation it saw; a failure names the date and field', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: FOUR },
      'POST /api/timeslots/approvereservation/r4': { status: 409, body: { success: false, error: 'non' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirmées (1)' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Approuver' })));
    expect(server.callsTo('POST', '/api/timeslots/approvereservation/r4')[0]?.body).toMatchObject({ _id: 'r4' });
    expect(toasts).toEqual(['Failed to reschedule match (samedi 6 juin 2026 18 h 30, Parc Jarry)']);
  });

  it('denies a pending request; a failure names the date and field', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: FOUR },
      'POST /api/timeslots/denyreservation/r3': { status: 409, body: { success: false, error: 'non' } },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'En attente (1)' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refuser' })));
    expect(server.callsTo('POST', '/api/timeslots/denyreservation/r3')).toHaveLength(1);
    expect(toasts).toEqual(['Failed to deny reservation request (samedi 6 juin 2026 18 h 30, Parc Jarry)']);
  });

  it('gives a captain no admin controls', async () => {
    await leagueAs('captain', ['Les Castors'], { [LIST]: { body: FOUR } });
    renderPage();
    await screen.findByRole('list', { name: 'Groupes de plages horaires' });
    expect(screen.queryByRole('form', { name: 'Ajouter une plage horaire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retirer' })).toBeNull();
  });
});

describe('TimeslotsPage: the captains', () => {
  afterEach(() => closeModal());
  const schedule = [
    aMatch(),
    aMatch({ _id: 'm2', status: 'scheduled', homeTeam: 'Les Lions' }),
    aMatch({ _id: 'm3', homeTeam: 'Les Castors', awayTeam: 'Les Aigles' }),
  ];

  it('offers only their cancelled matches, and requests a slot for the one chosen', async () => {
    const server = await leagueAs(
      'captain',
      ['Les Lions'],
      {
        [LIST]: { body: FOUR },
        'POST /api/timeslots/requestreservation/s1': written(FOUR),
      },
      schedule,
    );
    renderPage();
    const picker = await screen.findByLabelText('Match annulé à reprendre');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', 'm1']);
    expect(screen.queryByRole('button', { name: 'Demander cette plage' })).toBeNull();
    fireEvent.change(picker, { target: { value: 'm1' } });
    const saturday = within(screen.getByRole('region', { name: 'samedi 6 juin 2026' }));
    await act(async () => fireEvent.click(saturday.getByRole('button', { name: 'Demander cette plage' })));
    expect(server.callsTo('POST', '/api/timeslots/requestreservation/s1')[0]?.body).toEqual({ matchId: 'm1' });
  });

  it('says the e-mail from their team failed on a 502', async () => {
    await leagueAs(
      'captain',
      ['Les Aigles'],
      {
        [LIST]: { body: FOUR },
        'POST /api/timeslots/requestreservation/s1': { status: 502, body: { success: false, error: 'smtp' } },
      },
      schedule,
    );
    renderPage();
    fireEvent.change(await screen.findByLabelText('Match annulé à reprendre'), { target: { value: 'm3' } });
    const saturday = within(screen.getByRole('region', { name: 'samedi 6 juin 2026' }));
    await act(async () => fireEvent.click(saturday.getByRole('button', { name: 'Demander cette plage' })));
    expect(toasts).toEqual(['Failed to send email from Les Aigles to reschedule the match']);
  });

  it('does not offer a match a booked slot already holds', async () => {
    const booked = aSchedule({ booked: [aSlot({ _id: 's9' }, { _id: 'r9', status: 'booked' })] });
    await leagueAs('captain', ['Les Lions'], { [LIST]: { body: booked } }, schedule);
    renderPage();
    expect(await screen.findByText('Aucun de vos matchs annulés n’attend de reprise.')).toBeTruthy();
  });

  it('lets the other team’s captain answer a pending request in the confirmation dialog', async () => {
    await leagueAs('captain', ['Les Aigles'], { [LIST]: { body: FOUR } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'En attente (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Répondre' }));
    expect(modalStore.get()).toMatchObject({ id: 'timeslotConfirmation', props: { reservationId: 'r3' } });
  });

  it('does not let the requesting captain answer their own request', async () => {
    await leagueAs('captain', ['Les Lions'], { [LIST]: { body: FOUR } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'En attente (1)' }));
    expect(screen.queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuser' })).toBeNull();
  });
});
