import { heldReply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { aSchedule, aSlot, leagueAs, toasts, written } from '../test/timeslots-fixture';
import { AddSlotForm } from './add-slot-form';

/** A day the form takes (its date picker starts at today). */
const FUTURE_DAY = '2099-06-06';

describe('the admin’s form to add a slot', () => {
  it('keeps the focus on « Ajouter » while the call runs, a second press or submission sending nothing', async () => {
    const adding = heldReply(written(aSchedule({ available: [aSlot()] }), 'Plage horaire ajoutée'));
    const server = await leagueAs('admin', [], { 'POST /api/timeslots/add': adding.route });
    render(<AddSlotForm />);
    const form = await screen.findByRole('form', { name: 'Ajouter une plage horaire' });
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: FUTURE_DAY } });
    fireEvent.change(within(form).getByLabelText('Heure'), { target: { value: '18:30' } });
    const add = within(form).getByRole('button', { name: 'Ajouter' });
    expect(add.hasAttribute('disabled')).toBe(false);
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBe('true'));
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(document.activeElement).toBe(add);
    fireEvent.click(add);
    fireEvent.submit(form);
    await act(async () => adding.release());
    expect(server.callsTo('POST', '/api/timeslots/add').map((call) => call.body)).toEqual([
      { date: FUTURE_DAY, time: '18:30', field: 'f1' },
    ]);
    expect(toasts).toEqual(['Plage horaire ajoutée']);
    expect(add.hasAttribute('aria-disabled')).toBe(false);
  });
});
