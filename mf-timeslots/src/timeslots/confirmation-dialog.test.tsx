import { heldReply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aSchedule, aSlot, leagueAs, toasts, written } from '../test/timeslots-fixture';
import { TimeslotConfirmationDialog } from './confirmation-dialog';

const LIST = 'GET /api/timeslots/filtered';
const PENDING = aSchedule({ pending: [aSlot({ _id: 's3' }, { _id: 'r3' })] });

describe('TimeslotConfirmationDialog', () => {
  /** a reply held by a test, let go after it anyway: a failure leaves no answer running */
  let holding: ReturnType<typeof heldReply> | undefined;
  afterEach(() => holding?.release());

  it('shows the request and confirms it, then closes', async () => {
    const onClose = jest.fn();
    const server = await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/confirmreservation/r3': written(aSchedule(), 'Plage horaire confirmée par le capitaine'),
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Demande de plage horaire' });
    await screen.findByRole('button', { name: 'Confirmer' });
    expect(dialog.textContent).toContain('Les Lions propose de reprendre le match suivant à cette plage\u202f:');
    expect(dialog.textContent).toContain('Nouvelle plagesamedi 6 juin 2026 18 h 30 · Parc Jarry');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer' })));
    expect(server.callsTo('POST', '/api/timeslots/confirmreservation/r3')).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual([
      "Plage horaire confirmée par le capitaine, en attente de l'approbation d'un administrateur",
    ]);
  });

  it('keeps the focus on the pressed answer while it is sent, both answers ignoring presses meanwhile', async () => {
    const onClose = jest.fn();
    const confirming = (holding = heldReply(written(aSchedule(), 'Plage horaire confirmée par le capitaine')));
    const server = await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/confirmreservation/r3': confirming.route,
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={onClose} />);
    const confirm = await screen.findByRole('button', { name: 'Confirmer' });
    const deny = screen.getByRole('button', { name: 'Refuser' });
    confirm.focus();
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-disabled')).toBe('true'));
    expect([confirm.hasAttribute('disabled'), deny.hasAttribute('disabled')]).toEqual([false, false]);
    expect(deny.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    fireEvent.click(deny);
    await act(async () => confirming.release());
    expect(server.writes.map((call) => call.url)).toEqual(['/api/timeslots/confirmreservation/r3']);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says which request failed to be confirmed, and why, in the dialog, which stays open', async () => {
    const onClose = jest.fn();
    await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/confirmreservation/r3': { status: 409, body: { success: false, error: 'non' } },
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={onClose} />);
    const confirm = await screen.findByRole('button', { name: 'Confirmer' });
    await act(async () => fireEvent.click(confirm));
    expect(screen.getByRole('alert').textContent).toBe(
      "La demande de plage horaire pour le match n'a pas pu être confirmée (samedi 6 juin 2026 18 h 30, Parc Jarry)\u202f: non",
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('denies the request; a failure says which, and why, in the dialog only', async () => {
    const server = await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/denyreservation/r3': { status: 409, body: { success: false, error: 'non' } },
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={jest.fn()} />);
    const deny = await screen.findByRole('button', { name: 'Refuser' });
    await act(async () => fireEvent.click(deny));
    expect(server.callsTo('POST', '/api/timeslots/denyreservation/r3')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(
      "La demande de réservation n'a pas pu être refusée (samedi 6 juin 2026 18 h 30, Parc Jarry)\u202f: non",
    );
    expect(toasts).toEqual([]);
  });

  it('denies the request, closes and says so', async () => {
    const onClose = jest.fn();
    await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/denyreservation/r3': written(aSchedule()),
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={onClose} />);
    const deny = await screen.findByRole('button', { name: 'Refuser' });
    await act(async () => fireEvent.click(deny));
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual(['Demande refusée, la plage horaire est de nouveau disponible.']);
  });

  it('says a request that no longer waits has nothing to answer', async () => {
    await leagueAs('captain', ['Les Aigles'], { [LIST]: { body: aSchedule() } });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={jest.fn()} />);
    expect(await screen.findByText('Cette demande n’attend plus de réponse.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
  });
});
