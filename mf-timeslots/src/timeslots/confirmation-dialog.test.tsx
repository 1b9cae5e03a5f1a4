import { act, fireEvent, render, screen } from '@testing-library/react';
import { aSchedule, aSlot, leagueAs, toasts, written } from '../test/timeslots-fixture';
import { TimeslotConfirmationDialog } from './confirmation-dialog';

const LIST = 'GET /api/timeslots/filtered';
const PENDING = aSchedule({ pending: [aSlot({ _id: 's3' }, { _id: 'r3' })] });

describe('TimeslotConfirmationDialog', () => {
  it('shows the request and confirms it, then closes', async () => {
    const onClose = jest.fn();
    const server = await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/confirmreservation/r3': written(aSchedule(), 'Timeslot was confirmed by captain'),
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Demande de plage horaire' });
    expect(await screen.findByText('Les Lions propose de reprendre le match suivant à cette plage :')).toBeTruthy();
    expect(dialog.textContent).toContain('Nouvelle plagesamedi 6 juin 2026 18 h 30 · Parc Jarry');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirmer' })));
    expect(server.callsTo('POST', '/api/timeslots/confirmreservation/r3')).toHaveLength(1);
    expect(onClose).toHaveBeenCalled();
    expect(toasts).toEqual(['Timeslot was confirmed by captain, admin is to approve']);
  });

  it("says 'Failed to confirm timeslot request for match (date, field)' in the dialog, which stays open", async () => {
    const onClose = jest.fn();
    await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/confirmreservation/r3': { status: 409, body: { success: false, error: 'non' } },
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={onClose} />);
    const confirm = await screen.findByRole('button', { name: 'Confirmer' });
    await act(async () => fireEvent.click(confirm));
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to confirm timeslot request for match (samedi 6 juin 2026 18 h 30, Parc Jarry)',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it("denies the request; a failure says 'Failed to deny reservation request (date, field)'", async () => {
    const server = await leagueAs('captain', ['Les Aigles'], {
      [LIST]: { body: PENDING },
      'POST /api/timeslots/denyreservation/r3': { status: 409, body: { success: false, error: 'non' } },
    });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={jest.fn()} />);
    const deny = await screen.findByRole('button', { name: 'Refuser' });
    await act(async () => fireEvent.click(deny));
    expect(server.callsTo('POST', '/api/timeslots/denyreservation/r3')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe(
      'Failed to deny reservation request (samedi 6 juin 2026 18 h 30, Parc Jarry)',
    );
  });

  it('says a request that no longer waits has nothing to answer', async () => {
    await leagueAs('captain', ['Les Aigles'], { [LIST]: { body: aSchedule() } });
    render(<TimeslotConfirmationDialog reservationId="r3" onClose={jest.fn()} />);
    expect(await screen.findByText('Cette demande n’attend plus de réponse.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
  });
});
