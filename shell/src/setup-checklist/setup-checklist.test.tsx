import {
  ANONYMOUS_SESSION,
  invalidateLeagueReads,
  refreshLeagueReads,
  requestStore,
  setSeasonView,
  setSession,
  type Session,
} from '@league/shared';
import { SETUP_STEPS, type SetupChecklist, type SetupStepKey } from '@league/shared/schemas';
import { fakeServer, quietConsoleErrors, type Reply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { HIDDEN_KEY } from './setup-checklist';
import { SetupChecklistSlot, showsSetupChecklist } from './setup-checklist-slot';

/** The server's answer: every step, those named done. */
function answer(...done: SetupStepKey[]): SetupChecklist {
  return {
    items: SETUP_STEPS.map((step) => ({
      key: step.key,
      label: step.label,
      href: step.tab && `/admin/${step.tab}`,
      hint: 'hint' in step ? step.hint : null,
      done: done.includes(step.key),
    })),
  };
}
const ALL_DONE = SETUP_STEPS.map((step) => step.key);

const serve = (reply: Reply) => fakeServer({ 'GET /api/setup/checklist': reply });
const as = (role: 'basic' | 'admin' | 'dev'): Session =>
  ({ ...ANONYMOUS_SESSION, loggedIn: true, name: 'Julie', perm: { role, teams: [] } }) as Session;

function renderSlot(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SetupChecklistSlot />
    </MemoryRouter>,
  );
}
const checklist = () => screen.findByRole('region', { name: 'Avant le début de la saison' });
/** Each step as read aloud: « Fait : … » or « À faire : … ». */
const steps = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split('\u202f:')[0]);
/** Lets the lazy chunk and a read settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

describe('the checklist of a new league', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    localStorage.clear();
    quietConsoleErrors();
    setSeasonView('current');
    setSession(ANONYMOUS_SESSION);
  });

  it('is shown on Home and in the admin area only', () => {
    expect(
      ['/', '/admin', '/admin/terrains', '/ranking', '/administration', '/teams/x'].map(showsSetupChecklist),
    ).toEqual([true, true, true, false, false, false]);
  });

  it.each([
    ['a visitor', ANONYMOUS_SESSION],
    ['a member', as('basic')],
  ])('is never read nor shown for %s', async (_who, session) => {
    const server = serve({ body: answer() });
    setSession(session);
    renderSlot();
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('appears for an administrator once the session is known: the steps ticked, each a link to its admin tab', async () => {
    serve({ body: answer('leagueName', 'fields') });
    renderSlot('/admin/terrains');
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    act(() => setSession(as('admin')));
    const region = await checklist();
    expect(within(region).getByText(/Étapes faites/).textContent).toBe('Étapes faites\u202f: 2 sur 6');
    expect(steps(region)).toEqual(['Fait', 'À faire', 'À faire', 'Fait', 'À faire', 'À faire']);
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      SETUP_STEPS.flatMap((step) => (step.tab ? [[step.label, `/admin/${step.tab}`]] : [])),
    );
    expect(within(region).getByRole('link', { name: 'Les terrains' }).getAttribute('href')).toBe('/admin/terrains');
  });

  it('is not shown in an archived season', async () => {
    const server = serve({ body: answer() });
    setSession(as('dev'));
    setSeasonView('2025');
    renderSlot();
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('ticks a step when a change reads the league again, and is gone once everything is done', async () => {
    serve({ body: answer('leagueName', 'logo', 'homeTexts', 'fields') });
    setSession(as('admin'));
    renderSlot();
    expect(steps(await checklist()).slice(-2)).toEqual(['À faire', 'À faire']);
    serve({ body: answer('leagueName', 'logo', 'homeTexts', 'fields', 'teams') });
    await act(async () => refreshLeagueReads());
    await waitFor(async () => expect(steps(await checklist()).slice(-2)).toEqual(['Fait', 'À faire']));
    serve({ body: answer(...ALL_DONE) });
    await act(async () => refreshLeagueReads());
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is hidden by « Masquer », and stays hidden in this browser without being read again', async () => {
    serve({ body: answer() });
    setSession(as('admin'));
    const first = renderSlot();
    fireEvent.click(within(await checklist()).getByRole('button', { name: 'Masquer' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect([HIDDEN_KEY, localStorage.getItem(HIDDEN_KEY)]).toEqual(['league-setup-checklist', 'hidden']);
    first.unmount();
    invalidateLeagueReads();
    const again = serve({ body: answer() });
    renderSlot('/admin');
    await settle();
    expect(screen.queryByRole('region')).toBeNull();
    expect(again.calls).toEqual([]);
  });

  it('leaves the page as it is when the list cannot be read', async () => {
    const server = serve({ status: 500, body: { success: false, error: 'Erreur du serveur' } });
    setSession(as('admin'));
    renderSlot();
    await waitFor(() => expect(requestStore.get().setupChecklist?.status).toBe('error'));
    expect(server.calls).toHaveLength(1);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no serious accessibility violation', async () => {
    serve({ body: answer('fields') });
    setSession(as('admin'));
    const { container } = renderSlot();
    await checklist();
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
