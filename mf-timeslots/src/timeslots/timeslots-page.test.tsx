import { closeModal, modalStore, recordWindowSize } from '@league/shared';
import { AtPath } from '@league/test-support';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { aRainedOutMatch, aSchedule, aSlot, leagueAs, toasts, written } from '../test/timeslots-fixture';
import { TimeslotsPage } from './timeslots-page';

const renderPage = (path = '/timeslots') =>
  render(
    <AtPath path={path}>
      <TimeslotsPage />
    </AtPath>,
  );

const LIST = 'GET /api/timeslots/filtered';
/** A day the new slot form takes (its date picker starts at today). */
const FUTURE_DAY = '2099-06-06';
const FOUR = aSchedule({
  available: [aSlot(), aSlot({ _id: 's2', date: '2026-06-07T10:00:00-04:00' })],
  pending: [aSlot({ _id: 's3' }, { _id: 'r3' })],
  confirmed: [aSlot({ _id: 's4' }, { _id: 'r4', status: 'confirmed' })],
  booked: [],
});

/** A row button's accessible name: its action, then the match (if any) and the slot it acts on. */
const SLOT = 'samedi 6 juin 2026 18 h 30, Parc Jarry';
const named = (action: string, what = SLOT) => `${action}\u202f: ${what}`;
const onMatch = (action: string) => named(action, `Les Aigles contre Les Lions, ${SLOT}`);

/** The headings in document order, as a reader skims the page. */
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('TimeslotsPage: the groups and the agenda', () => {
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
    expect(screen.getByRole('listitem', { name: 'samedi 6 juin 2026' }).textContent).toContain('18 h 30Parc Jarry');
    expect(screen.getByRole('listitem', { name: 'dimanche 7 juin 2026' }).textContent).toContain('10 h 00');
    fireEvent.click(groups.getByRole('button', { name: 'Confirmées (1)' }));
    expect(screen.getByRole('heading', { name: 'Confirmées' })).toBeTruthy();
    expect(screen.getByText('Les Aigles contre Les Lions')).toBeTruthy();
    expect(screen.getByText('Demandée par Les Lions')).toBeTruthy();
    fireEvent.click(groups.getByRole('button', { name: 'Réservées (0)' }));
    expect(screen.getByText('Aucune plage horaire.')).toBeTruthy();
  });

  it.each([360, 1280])(
    'at %i px, shows a week from Saturday with only the days and times that have slots',
    async (width) => {
      const slots = aSchedule({
        available: [
          aSlot({ _id: 'late', date: '2026-06-06T21:00:00-04:00' }),
          aSlot(),
          aSlot({ _id: 'lafontaine', field: 'Parc La Fontaine' }),
          aSlot({ _id: 'friday', date: '2026-06-12T19:00:00-04:00' }),
          aSlot({ _id: 'next', date: '2026-06-13T10:00:00-04:00' }),
        ],
      });
      await leagueAs('captain', ['Les Castors'], { [LIST]: { body: slots } });
      act(() => recordWindowSize({ width, height: 800 }));
      renderPage();
      const week = within(await screen.findByRole('region', { name: 'Semaine du samedi 6 juin au vendredi 12 juin' }));
      const days = week.getAllByRole('listitem').filter((item) => item.hasAttribute('aria-label'));
      expect(days.map((day) => day.getAttribute('aria-label'))).toEqual([
        'samedi 6 juin 2026',
        'vendredi 12 juin 2026',
      ]);
      const times = (days[0] as HTMLElement).querySelectorAll(':scope > ol > li');
      expect([...times].map((time) => time.firstElementChild?.textContent)).toEqual(['18 h 30', '21 h 00']);
      expect([...(times[0] as HTMLElement).querySelectorAll('[data-slot]')].map((slot) => slot.textContent)).toEqual([
        'Parc Jarry',
        'Parc La Fontaine',
      ]);
      expect(screen.getByRole('region', { name: 'Semaine du samedi 13 juin au vendredi 19 juin' })).toBeTruthy();
    },
  );

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
  afterEach(() => closeModal());

  it('shows the decisions first: the confirmed requests, then the pending ones, then the slots', async () => {
    const two = aSchedule({
      ...FOUR,
      confirmed: [
        aSlot({ _id: 's5', date: '2026-06-20T18:30:00-04:00' }, { _id: 'r5', status: 'confirmed' }),
        ...FOUR.confirmed,
      ],
    });
    await leagueAs('admin', [], { [LIST]: { body: two } });
    renderPage();
    await screen.findByRole('form', { name: 'Ajouter une plage horaire' });
    expect(headings().slice(0, 7)).toEqual([
      'Plages horaires',
      'À décider',
      'Confirmées par les deux équipes, à approuver (2)',
      'En attente de l’autre équipe (1)',
      'Ajouter une plage horaire',
      'Disponibles',
      'Semaine du samedi 6 juin au vendredi 12 juin',
    ]);
    const toApprove = within(screen.getByRole('list', { name: 'Confirmées par les deux équipes, à approuver (2)' }));
    expect(toApprove.getAllByRole('listitem').map((item) => item.dataset.slot)).toEqual(['s4', 's5']);
    expect(toApprove.getAllByRole('listitem')[0]?.textContent).toContain('samedi 6 juin 2026, 18 h 30 · Parc Jarry');
    expect(toApprove.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Approuver',
      'Refuser',
      'Approuver',
      'Refuser',
    ]);
    const waiting = within(screen.getByRole('list', { name: 'En attente de l’autre équipe (1)' }));
    expect(waiting.getByText('Réponse attendue des Aigles')).toBeTruthy();
    expect(waiting.getAllByRole('button').map((button) => button.textContent)).toEqual(['Refuser']);
    const groups = within(screen.getByRole('list', { name: 'Groupes de plages horaires' }));
    expect(groups.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Disponibles (2)',
      'Réservées (0)',
    ]);
  });

  it('says when nothing waits for a decision', async () => {
    await leagueAs('admin', [], { [LIST]: { body: aSchedule({ available: FOUR.available }) } });
    renderPage();
    expect(await screen.findByText('Aucune demande n’attend de décision.')).toBeTruthy();
  });

  it('adds a slot and says so, or says which day failed', async () => {
    let slots = aSchedule();
    const server = await leagueAs('admin', [], {
      [LIST]: () => ({ body: slots }),
      'POST /api/timeslots/add': () => {
        slots = aSchedule({ available: [aSlot()] });
        return written(slots, 'Plage horaire ajoutée');
      },
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Ajouter une plage horaire' }));
    fireEvent.change(form.getByLabelText('Date'), { target: { value: FUTURE_DAY } });
    fireEvent.change(form.getByLabelText('Heure'), { target: { value: '18:30' } });
    fireEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Disponibles (1)');
    expect(server.callsTo('POST', '/api/timeslots/add')[0]?.body).toEqual({
      date: FUTURE_DAY,
      time: '18:30',
      field: 'f1',
    });
    expect(toasts).toEqual(['Plage horaire ajoutée']);
  });

  it('names the day and time typed, and the server’s reason once, when the server refuses', async () => {
    await leagueAs('admin', [], {
      [LIST]: { body: aSchedule() },
      'POST /api/timeslots/add': { status: 409, body: { success: false, error: 'Cette plage existe déjà' } },
    });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Ajouter une plage horaire' }));
    fireEvent.change(form.getByLabelText('Date'), { target: { value: FUTURE_DAY } });
    fireEvent.change(form.getByLabelText('Heure'), { target: { value: '18:30' } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Ajouter' })));
    expect(toasts).toEqual([
      "La plage horaire du samedi 6 juin 2099 à 18 h 30 n'a pas pu être ajoutée\u202f: Cette plage existe déjà",
    ]);
  });

  it('removes a slot after asking, and names it when that fails', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: FOUR },
      'DELETE /api/timeslots/remove/s1': { status: 409, body: { success: false, error: 'réservée' } },
    });
    renderPage();
    const saturday = within(await screen.findByRole('listitem', { name: 'samedi 6 juin 2026' }));
    fireEvent.click(saturday.getByRole('button', { name: named('Supprimer') }));
    const dialog = within(screen.getByRole('dialog', { name: 'Supprimer la plage horaire' }));
    expect(server.callsTo('DELETE', '/api/timeslots/remove/s1')).toHaveLength(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Supprimer' })));
    expect(server.callsTo('DELETE', '/api/timeslots/remove/s1')).toHaveLength(1);
    expect(toasts).toEqual([`La plage horaire n'a pas pu être supprimée (${SLOT})\u202f: réservée`]);
  });

  it('approves a confirmed request with the reservation it saw; a failure names the date and field', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: FOUR },
      'POST /api/timeslots/approvereservation/r4': { status: 409, body: { success: false, error: 'non' } },
    });
    renderPage();
    const approve = await screen.findByRole('button', { name: onMatch('Approuver') });
    await act(async () => fireEvent.click(approve));
    expect(server.callsTo('POST', '/api/timeslots/approvereservation/r4')[0]?.body).toMatchObject({ _id: 'r4' });
    expect(toasts).toEqual([`Le match n'a pas pu être déplacé (${SLOT})\u202f: non`]);
  });

  it('denies a pending request; a failure names the date and field', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: FOUR },
      'POST /api/timeslots/denyreservation/r3': { status: 409, body: { success: false, error: 'non' } },
    });
    renderPage();
    const waiting = within(await screen.findByRole('list', { name: 'En attente de l’autre équipe (1)' }));
    await act(async () => fireEvent.click(waiting.getByRole('button', { name: onMatch('Refuser') })));
    expect(server.callsTo('POST', '/api/timeslots/denyreservation/r3')).toHaveLength(1);
    expect(toasts).toEqual([`La demande de réservation n'a pas pu être refusée (${SLOT})\u202f: non`]);
  });

  it('gives a captain no admin controls', async () => {
    await leagueAs('captain', ['Les Castors'], { [LIST]: { body: FOUR } });
    renderPage();
    await screen.findByRole('list', { name: 'Groupes de plages horaires' });
    expect(screen.queryByRole('form', { name: 'Ajouter une plage horaire' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'À décider' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
  });
});

describe('TimeslotsPage: the captains', () => {
  afterEach(() => closeModal());
  const schedule = [
    aRainedOutMatch(),
    aRainedOutMatch({ _id: 'm2', status: 'scheduled', homeTeam: 'Les Lions' }),
    aRainedOutMatch({ _id: 'm3', homeTeam: 'Les Castors', awayTeam: 'Les Aigles' }),
  ];

  it('puts the request first: the match to move, then the available slots, each offering itself first', async () => {
    await leagueAs('captain', ['Les Lions'], { [LIST]: { body: FOUR } }, schedule);
    renderPage();
    fireEvent.change(await screen.findByLabelText('Match annulé à reprendre'), { target: { value: 'm1' } });
    expect(headings().slice(0, 4)).toEqual([
      'Plages horaires',
      'Demander une plage',
      'Disponibles',
      'Semaine du samedi 6 juin au vendredi 12 juin',
    ]);
    const saturday = within(screen.getByRole('listitem', { name: 'samedi 6 juin 2026' }));
    expect(saturday.getAllByRole('button')[0]?.getAttribute('aria-label')).toBe(named('Demander cette plage'));
  });

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
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Choisissez un match'],
      ['m1', 'Les Aigles contre Les Lions, sam. 30 mai 18 h 30'],
    ]);
    expect(screen.queryByRole('button', { name: /^Demander cette plage/ })).toBeNull();
    fireEvent.change(picker, { target: { value: 'm1' } });
    const saturday = within(screen.getByRole('listitem', { name: 'samedi 6 juin 2026' }));
    await act(async () => fireEvent.click(saturday.getByRole('button', { name: named('Demander cette plage') })));
    expect(server.callsTo('POST', '/api/timeslots/requestreservation/s1')[0]?.body).toEqual({ matchId: 'm1' });
    expect(toasts).toEqual([
      `Demande envoyée pour la plage du ${SLOT}\u202f: l’autre équipe doit la confirmer, puis un administrateur l’approuver.`,
    ]);
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
    const saturday = within(screen.getByRole('listitem', { name: 'samedi 6 juin 2026' }));
    await act(async () => fireEvent.click(saturday.getByRole('button', { name: named('Demander cette plage') })));
    expect(toasts).toEqual(["Le courriel de l'équipe Les Aigles pour déplacer le match n'a pas pu être envoyé"]);
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
    fireEvent.click(screen.getByRole('button', { name: onMatch('Répondre') }));
    expect(modalStore.get()).toMatchObject({ id: 'timeslotConfirmation', props: { reservationId: 'r3' } });
  });

  it('does not let the requesting captain answer their own request', async () => {
    await leagueAs('captain', ['Les Lions'], { [LIST]: { body: FOUR } });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'En attente (1)' }));
    expect(screen.queryByRole('button', { name: /^Répondre/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refuser/ })).toBeNull();
  });
});
