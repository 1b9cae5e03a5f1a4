import { heldReply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { aSchedule, aSlot, leagueAs, toasts, TWO_WEEKLY_OFFERS as OFFERS, written } from '../test/timeslots-fixture';
import { WeeklyOffers } from './weekly-offers';

describe('the admin’s free weekly times', () => {
  it('keeps the focus on the pressed « Publier » while the call runs, another press publishing nothing', async () => {
    const adding = heldReply(written(aSchedule({ available: [aSlot()] }), 'Plage horaire ajoutée'));
    const server = await leagueAs('admin', [], { 'POST /api/timeslots/add': adding.route });
    render(<WeeklyOffers offers={OFFERS} home="Les Lions" />);
    const first = screen.getByRole('button', {
      name: 'Publier ce créneau\u202f: mardi 16 juin 2026 20 h 15, Parc Jarry',
    });
    const second = screen.getByRole('button', {
      name: 'Publier ce créneau\u202f: jeudi 18 juin 2026 18 h 30, Parc La Fontaine',
    });
    first.focus();
    fireEvent.click(first);
    await waitFor(() => expect(first.getAttribute('aria-disabled')).toBe('true'));
    expect([first.hasAttribute('disabled'), second.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(document.activeElement).toBe(first);
    fireEvent.click(first);
    fireEvent.click(second);
    await act(async () => adding.release());
    expect(server.callsTo('POST', '/api/timeslots/add').map((call) => call.body)).toEqual([
      { date: '2026-06-16', time: '20:15', field: 'f1' },
    ]);
    expect(toasts).toEqual(['Plage horaire ajoutée']);
    expect(first.hasAttribute('aria-disabled')).toBe(false);
  });
});
