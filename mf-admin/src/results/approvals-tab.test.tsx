import type { AccountRequest, Match, SeriesMatch, Timeslot } from '@league/shared/schemas';
import { CURRENT_SEASON, invalidateLeagueReads, seedLeagueReads } from '@league/shared';
import { fakeServer, heldReply, quietConsoleErrors, type Reply, type Route } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ApprovalsTab } from './approvals-tab';
import { inboxCountStore } from './inbox-count';
import { pendingResults } from './pending-results';
import { INBOX_READ, UNDO_MS } from './use-inbox';

const match = (id: string, change: Partial<Match>): Match => ({
  _id: id,
  date: '2026-05-02T19:00:00-04:00',
  field: 'Parc Jarry',
  homeTeam: 'Les Lions',
  awayTeam: 'Les Aigles',
  division: 'A',
  pool: '1',
  round: 1,
  status: 'scheduled',
  result: null,
  pendingApproval: null,
  ...change,
});
const scored = match('m1', { pendingApproval: { home: 7, away: 3 } });
const rainout = match('m2', { homeTeam: 'Les Ours', awayTeam: 'Les Loups', pendingCancellation: true });
const quiet = match('m3', { homeTeam: 'Les Ours', awayTeam: 'Les Lions' });
const played = match('m4', { status: 'played', result: { home: 1, away: 0 } });
const seriesMatch: SeriesMatch = {
  _id: 's1',
  date: '2026-08-01T19:00:00-04:00',
  field: 'Parc Jarry',
  pool: 'Finale',
  homeDivision: 'A',
  homePool: '1',
  homeRank: 1,
  awayDivision: 'A',
  awayPool: '2',
  awayRank: 1,
  homeTeam: 'Les Lions',
  awayTeam: 'Les Ours',
  result: null,
  pendingApproval: { home: 4, away: 2 },
};
const slot: Timeslot = {
  _id: 't1',
  date: '2026-06-06T18:30:00-04:00',
  field: 'Parc Jarry',
  fieldId: 'f1',
  reservation: {
    _id: 'r1',
    status: 'confirmed',
    requestingTeam: 'Les Ours',
    confirmingTeam: 'Les Loups',
    match: match('m5', { homeTeam: 'Les Ours', awayTeam: 'Les Loups', status: 'cancelled' }),
    createdAt: '2026-05-01T12:00:00Z',
  },
};
const request: AccountRequest = {
  _id: 'a1',
  email: 'marie@ligue.test',
  name: 'Marie',
  role: 'captain',
  teams: ['Les Ours'],
  info: '',
  createdAt: '2026-05-01T12:00:00Z',
};

const ok = { body: { success: true } };
/** The inbox's reads: the schedule (by default nothing waits elsewhere). */
const reads = (schedule: () => Match[], more: Record<string, Route> = {}) => ({
  'GET /api/schedule': () => ({ body: { schedule: schedule() } }),
  'GET /api/series': { body: { series: [] } },
  'GET /api/inbox/disagreements': { body: { disagreements: [] } },
  'GET /api/timeslots/filtered': { body: { available: [], pending: [], confirmed: [], booked: [] } },
  'GET /api/users?*': { body: { pendingUsers: [] } },
  ...more,
});
const card = (name: string) => screen.findByRole('article', { name });
/** Replies held by a test, let go after it anyway: a failure leaves no decision running. */
const holding: Array<ReturnType<typeof heldReply>> = [];
const held = (reply: Reply) => {
  const hold = heldReply(reply);
  holding.push(hold);
  return hold;
};
/** A button whose call runs: focusable, said unavailable, not disabled. */
const running = (button: HTMLElement) => [button.hasAttribute('disabled'), button.getAttribute('aria-disabled')];
const status = () => screen.getAllByRole('status')[0]?.textContent;

describe('the « À approuver » tab, the admin’s inbox', () => {
  beforeEach(() => quietConsoleErrors());
  afterEach(() => {
    holding.splice(0).forEach((hold) => hold.release());
    jest.useRealTimers();
    invalidateLeagueReads(INBOX_READ);
  });

  it('lists proposed results of both kinds, confirmed reservations and account requests, with counts', async () => {
    fakeServer(
      reads(() => [scored, rainout, quiet, played], {
        'GET /api/series': { body: { series: [seriesMatch] } },
        'GET /api/inbox/disagreements': {
          body: { disagreements: [{ kind: 'match', _id: 'm1', earlier: { home: 3, away: 7 } }] },
        },
        'GET /api/timeslots/filtered': { body: { available: [], pending: [], confirmed: [slot], booked: [] } },
        'GET /api/users?*': { body: { pendingUsers: [request] } },
      }),
    );
    render(<ApprovalsTab />);
    const disputed = await card('Les Aigles contre Les Lions');
    expect(disputed.textContent).toContain('Dernière proposition\u202f: 3 – 7');
    expect(disputed.textContent).toContain('Proposition de l’autre capitaine\u202f: 7 – 3');
    expect((await card('Les Loups contre Les Ours')).textContent).toContain('Proposé\u202f: Annulé');
    expect((await card('Les Ours contre Les Lions')).textContent).toContain('Séries');
    expect((await card('Reprise Les Loups contre Les Ours')).textContent).toContain('Parc Jarry');
    expect(await card('Marie (marie@ligue.test)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'À approuver (5)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Résultats proposés (3)' })).toBeTruthy();
    expect(inboxCountStore.get()).toBe(5);
  });

  it('renders the inbox the server read at once, nothing to choose or decide before the page hydrates', () => {
    const server = fakeServer({});
    const inbox = { results: pendingResults([scored]), reservations: [], requests: [] };
    seedLeagueReads(CURRENT_SEASON, { [INBOX_READ]: { inbox, failed: [] } });
    const html = renderToString(<ApprovalsTab />);
    expect(html).toContain('Les Aigles contre Les Lions');
    // a boolean attribute as Preact's server rendering writes it (`disabled`), or React's (`disabled=""`)
    expect(html).toMatch(/<input type="checkbox"[^>]*\bdisabled(="")?[ />]/);
    expect(html).toMatch(/<button[^>]*\bdisabled(="")?[ >][^>]*>Approuver</);
    expect(server.calls).toEqual([]);
  });

  it('reads the inbox it was given once, and afresh on the next opening', async () => {
    const server = fakeServer(reads(() => [quiet]));
    const inbox = { results: pendingResults([scored]), reservations: [], requests: [] };
    seedLeagueReads(CURRENT_SEASON, { [INBOX_READ]: { inbox, failed: [] } });
    const first = render(<ApprovalsTab />);
    expect(screen.getByRole('article', { name: 'Les Aigles contre Les Lions' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Approuver Les Aigles/ }).disabled).toBe(false);
    expect(server.calls).toEqual([]);
    first.unmount();
    render(<ApprovalsTab />);
    expect(await screen.findByText('Rien à approuver pour l’instant.')).toBeTruthy();
  });

  it('says so in French when nothing waits', async () => {
    fakeServer(reads(() => [quiet, played]));
    render(<ApprovalsTab />);
    expect(await screen.findByText('Rien à approuver pour l’instant.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'À approuver' })).toBeTruthy();
  });

  it('approves in one click, then offers to undo it for a few seconds', async () => {
    let approved = false;
    const server = fakeServer(
      reads(() => [approved ? { ...scored, pendingApproval: null, status: 'played' } : scored], {
        'POST /api/schedule/approveedit/m1': () => {
          approved = true;
          return ok;
        },
        'POST /api/inbox/reopen/m1': () => {
          approved = false;
          return ok;
        },
      }),
    );
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Aigles contre Les Lions')).getByRole('button', { name: /^Approuver/ }));
    await waitFor(() => expect(status()).toContain('Résultat approuvé\u202f: Les Aigles contre Les Lions, 3 – 7.'));
    expect(server.callsTo('POST', '/api/schedule/approveedit/m1').map((call) => call.body)).toEqual([
      { decision: 'approve', expected: { home: 7, away: 3 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() =>
      expect(status()).toBe('Approbation annulée\u202f: Les Aigles contre Les Lions attend de nouveau votre décision.'),
    );
    expect(server.callsTo('POST', '/api/inbox/reopen/m1').map((call) => call.body)).toEqual([
      { kind: 'match', approved: { home: 7, away: 3 } },
    ]);
    expect(await card('Les Aigles contre Les Lions')).toBeTruthy();
  });

  it('keeps the focus on the pressed decision and the undo while their calls run, a second press sending nothing', async () => {
    let approved = false;
    const approval = held(ok);
    const reopening = held(ok);
    const server = fakeServer(
      reads(() => [approved ? { ...scored, pendingApproval: null, status: 'played' } : scored], {
        'POST /api/schedule/approveedit/m1': async () => {
          const reply = await approval.route();
          approved = true;
          return reply;
        },
        'POST /api/inbox/reopen/m1': async () => {
          const reply = await reopening.route();
          approved = false;
          return reply;
        },
      }),
    );
    render(<ApprovalsTab />);
    const item = within(await card('Les Aigles contre Les Lions'));
    // nothing chosen: the bulk approval truly cannot be used
    expect(screen.getByRole('button', { name: /^Approuver la sélection/ })).toHaveProperty('disabled', true);
    const approve = item.getByRole('button', { name: /^Approuver/ });
    approve.focus();
    fireEvent.click(approve);
    await waitFor(() => expect(running(approve)).toEqual([false, 'true']));
    expect(document.activeElement).toBe(approve);
    expect(running(item.getByRole('button', { name: /^Refuser/ }))).toEqual([false, 'true']);
    expect(item.getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
    fireEvent.click(approve);
    fireEvent.click(item.getByRole('button', { name: /^Refuser/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => approval.release());
    await waitFor(() => expect(status()).toContain('Résultat approuvé'));
    expect(server.callsTo('POST', '/api/schedule/approveedit/m1')).toHaveLength(1);

    const undo = screen.getByRole('button', { name: 'Annuler' });
    undo.focus();
    fireEvent.click(undo);
    await waitFor(() => expect(running(undo)).toEqual([false, 'true']));
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    act(() => reopening.release());
    await waitFor(() => expect(status()).toContain('Approbation annulée'));
    expect(server.callsTo('POST', '/api/inbox/reopen/m1')).toHaveLength(1);
  });

  it('gives the focus back to a refused reservation’s button, which stays focusable while the call runs', async () => {
    const denial = held({
      body: {
        success: true,
        message: 'ok',
        timeslotSchedule: { available: [], pending: [], confirmed: [], booked: [] },
      },
    });
    const server = fakeServer(
      reads(() => [], {
        'GET /api/timeslots/filtered': { body: { available: [], pending: [], confirmed: [slot], booked: [] } },
        'POST /api/timeslots/denyreservation/r1': denial.route,
      }),
    );
    render(<ApprovalsTab />);
    const deny = within(await card('Reprise Les Loups contre Les Ours')).getByRole('button', { name: /^Refuser/ });
    deny.focus();
    fireEvent.click(deny);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Refuser la reprise\u202f?' })).getByRole('button', {
        name: 'Refuser',
      }),
    );
    await waitFor(() => expect(running(deny)).toEqual([false, 'true']));
    expect(document.activeElement).toBe(deny);
    fireEvent.click(deny);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => denial.release());
    await waitFor(() => expect(status()).toBe('Reprise refusée\u202f: la plage est de nouveau libre.'));
    expect(server.callsTo('POST', '/api/timeslots/denyreservation/r1')).toHaveLength(1);
  });

  it('gives the focus of a decided card, gone from the inbox, to the inbox’s title', async () => {
    let approved = false;
    fakeServer(
      reads(() => [approved ? { ...scored, pendingApproval: null, status: 'played' } : scored], {
        'POST /api/schedule/approveedit/m1': () => {
          approved = true;
          return ok;
        },
      }),
    );
    render(<ApprovalsTab />);
    const approve = within(await card('Les Aigles contre Les Lions')).getByRole('button', { name: /^Approuver/ });
    approve.focus();
    fireEvent.click(approve);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 })));
  });

  it('stops offering the undo after a few seconds', async () => {
    jest.useFakeTimers();
    fakeServer(reads(() => [rainout], { 'POST /api/schedule/approveedit/m2': ok }));
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Loups contre Les Ours')).getByRole('button', { name: /^Approuver/ }));
    // a cancellation approved says nothing of the standings
    await waitFor(() => expect(status()).toBe('Annulation approuvée\u202f: Les Loups contre Les Ours.Annuler'));
    act(() => jest.advanceTimersByTime(UNDO_MS + 1));
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    expect(status()).toBe('Annulation approuvée\u202f: Les Loups contre Les Ours.');
  });

  it('approves the chosen results at once, and can undo them all', async () => {
    const server = fakeServer(
      reads(
        () => [
          scored,
          rainout,
          match('m6', { homeTeam: 'Les Loups', awayTeam: 'Les Aigles', pendingApproval: { home: 1, away: 1 } }),
        ],
        {
          'POST /api/schedule/approveedit/m1': ok,
          'POST /api/schedule/approveedit/m2': ok,
          'POST /api/inbox/reopen/m1': ok,
          'POST /api/inbox/reopen/m2': ok,
        },
      ),
    );
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Aigles contre Les Lions')).getByRole('checkbox'));
    fireEvent.click(within(await card('Les Loups contre Les Ours')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Approuver la sélection (2)' }));
    await waitFor(() => expect(status()).toBe('2 résultats approuvés.Annuler'));
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/schedule/approveedit/m1',
      '/api/schedule/approveedit/m2',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/inbox/reopen/m1')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/inbox/reopen/m2')).toHaveLength(1);
  });

  it('says how many went through when a bulk approval stops part way', async () => {
    const stale = 'Le résultat proposé a changé depuis que vous l’avez consulté';
    fakeServer(
      reads(() => [scored, rainout], {
        'POST /api/schedule/approveedit/m1': ok,
        'POST /api/schedule/approveedit/m2': { status: 409, body: { success: false, error: stale } },
      }),
    );
    render(<ApprovalsTab />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tout choisir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approuver la sélection (2)' }));
    await waitFor(() => expect(status()).toBe(`1 résultat approuvé, 1 non approuvé. ${stale}Annuler`));
  });

  it('refuses a result only after a confirmation', async () => {
    const server = fakeServer(reads(() => [rainout], { 'POST /api/schedule/approveedit/m2': ok }));
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Loups contre Les Ours')).getByRole('button', { name: /^Refuser/ }));
    const confirm = screen.getByRole('dialog', { name: 'Refuser le résultat\u202f?' });
    expect(server.callsTo('POST', '/api/schedule/approveedit/m2')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Refuser' }));
    await waitFor(() => expect(status()).toBe('Résultat refusé\u202f: Les Loups contre Les Ours.'));
    expect(server.callsTo('POST', '/api/schedule/approveedit/m2').map((call) => call.body)).toEqual([
      { decision: 'refuse', expected: { cancelled: true } },
    ]);
  });

  it('decides a confirmed reservation and an account request in place', async () => {
    const server = fakeServer(
      reads(() => [], {
        'GET /api/timeslots/filtered': { body: { available: [], pending: [], confirmed: [slot], booked: [] } },
        'GET /api/users?*': { body: { pendingUsers: [request] } },
        'POST /api/timeslots/approvereservation/r1': {
          body: {
            success: true,
            message: 'ok',
            timeslotSchedule: { available: [], pending: [], confirmed: [], booked: [] },
          },
        },
        'POST /api/users/denyrequest/a1': ok,
      }),
    );
    render(<ApprovalsTab />);
    fireEvent.click(
      within(await card('Reprise Les Loups contre Les Ours')).getByRole('button', { name: /^Approuver/ }),
    );
    await waitFor(() => expect(status()).toContain('Reprise approuvée'));
    expect(server.callsTo('POST', '/api/timeslots/approvereservation/r1')[0]?.body).toMatchObject({ _id: 'r1' });
    fireEvent.click(screen.getByRole('button', { name: 'Refuser marie@ligue.test' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Refuser la demande\u202f?' })).getByRole('button', {
        name: 'Refuser',
      }),
    );
    await waitFor(() => expect(status()).toBe('Demande de Marie refusée.'));
    expect(server.callsTo('POST', '/api/users/denyrequest/a1')).toHaveLength(1);
  });

  it('shows the server’s French message on a stale approval (409) and lists the new proposal', async () => {
    const stale = 'Le résultat proposé a changé depuis que vous l’avez consulté. Rechargez la page avant de décider.';
    let reads_ = 0;
    fakeServer(
      reads(
        () => {
          reads_ += 1;
          return [reads_ === 1 ? scored : { ...scored, pendingApproval: { home: 8, away: 3 } }];
        },
        { 'POST /api/schedule/approveedit/m1': { status: 409, body: { success: false, error: stale } } },
      ),
    );
    render(<ApprovalsTab />);
    fireEvent.click(within(await card('Les Aigles contre Les Lions')).getByRole('button', { name: /^Approuver/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(stale);
    await waitFor(() => expect(screen.getByRole('article').textContent).toContain('Proposé\u202f: 3 – 8'));
  });
});
