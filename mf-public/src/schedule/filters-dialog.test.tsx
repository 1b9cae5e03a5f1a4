import {
  closeModal,
  CURRENT_SEASON,
  DEFAULT_UI_CONFIG,
  invalidateLeagueReads,
  loadLeagueData,
  modalStore,
  setSeasonView,
  setUiConfig,
} from '@league/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { aMatch, aTeam, fakeServer, quietConsoleErrors, AtPath, shownAddress } from '@league/test-support';
import { leagueRoutes } from '../test/league-fixture';
import { dayFromToday, instantOn, TEST_TIME_ZONE } from '../test/league-fixture-days';
import { SchedulePage } from './schedule-page';

const CASTORS = 'Les Castors de Rosemont';
const HIBOUX = 'Les Hiboux de Dorval';
const OURS = "Les Ours d'Anjou";
const teams = [aTeam(CASTORS), aTeam(HIBOUX), aTeam(OURS, { division: 'B' })];
const schedule = [
  aMatch({ date: instantOn(dayFromToday(0)), homeTeam: HIBOUX, awayTeam: CASTORS, field: 'Parc Jarry', round: 1 }),
  aMatch({
    date: instantOn(dayFromToday(1)),
    homeTeam: OURS,
    awayTeam: CASTORS,
    field: 'Parc Jarry',
    round: 1,
    division: 'B',
  }),
  aMatch({
    date: instantOn(dayFromToday(2)),
    homeTeam: OURS,
    awayTeam: HIBOUX,
    field: 'Parc Maisonneuve',
    round: 2,
    division: 'B',
  }),
  aMatch({
    date: instantOn(dayFromToday(3)),
    homeTeam: HIBOUX,
    awayTeam: OURS,
    field: 'Parc Maisonneuve',
    round: 2,
    status: 'cancelled',
  }),
];

async function openDialog(path = '/schedule') {
  fakeServer(leagueRoutes({ teams, schedule }));
  await act(() => loadLeagueData());
  render(
    <AtPath path={path}>
      <SchedulePage />
    </AtPath>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Filtrer' }));
  await settled(); // filters apply to the whole season, read when the dialog opens
  return screen.getByRole('dialog', { name: 'Filtrer le calendrier' });
}
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const query = () => shownAddress(screen.getByRole('status', { name: 'adresse' }).textContent).searchParams;
const count = () => screen.getByText(/^\d+ match/).textContent;
const sectionButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${name}`) });
const openSection = (dialog: HTMLElement, name: string) => {
  fireEvent.click(sectionButton(dialog, name));
  return within(dialog).getByRole('region', { name: new RegExp(`^${name}`) });
};

beforeEach(() => {
  invalidateLeagueReads();
  setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: TEST_TIME_ZONE });
  setSeasonView(CURRENT_SEASON);
  closeModal();
});

describe('the schedule filters dialog', () => {
  it('has four sections, one open at a time, starting with the date', async () => {
    const dialog = await openDialog();
    const sections = ['Date', 'Terrains', 'Équipes', 'Divisions'];
    const expanded = () => sections.map((name) => sectionButton(dialog, name).getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false', 'false']);
    openSection(dialog, 'Équipes');
    expect(expanded()).toEqual(['false', 'false', 'true', 'false']);
    expect(within(dialog).getAllByRole('region')).toHaveLength(1);
    fireEvent.click(sectionButton(dialog, 'Équipes'));
    expect(expanded()).toEqual(['false', 'false', 'false', 'false']);
  });

  it.each([
    ['Équipes', OURS, 'equipe', 3],
    ['Terrains', 'Parc Maisonneuve', 'terrain', 2],
    ['Divisions', 'B', 'division', 2],
  ])('filters by %s, writes the address, and marks the section', async (section, name, key, matches) => {
    const dialog = await openDialog();
    const panel = openSection(dialog, section);
    fireEvent.click(within(panel).getByRole('checkbox', { name }));
    expect(query().getAll(key)).toEqual([name]);
    expect(count()).toBe(`${matches} matchs`);
    expect(sectionButton(dialog, section).textContent).toBe(`${section} (filtré)`);
    expect(within(dialog).getByRole('button', { name: `Afficher ${matches} matchs` })).toBeTruthy();
  });

  it('inverts and resets a section', async () => {
    const dialog = await openDialog();
    const panel = openSection(dialog, 'Équipes');
    fireEvent.click(within(panel).getByRole('checkbox', { name: OURS }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Inverser' }));
    expect(query().getAll('equipe')).toEqual([CASTORS, HIBOUX]);
    expect((within(panel).getByRole('checkbox', { name: OURS }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    expect(query().getAll('equipe')).toEqual([]);
    expect(count()).toBe('4 matchs');
  });

  it('has no invert in the date section, whose reset returns to the whole season', async () => {
    const dialog = await openDialog('/schedule?periode=semaine-prochaine');
    const panel = within(dialog).getByRole('region', { name: /^Date/ });
    expect(within(panel).queryByRole('button', { name: 'Inverser' })).toBeNull();
    expect((within(panel).getByRole('radio', { name: 'Semaine prochaine' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser' }));
    expect(query().get('periode')).toBeNull();
    expect((within(panel).getByRole('radio', { name: 'Toute la saison' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers a custom range, from Jan 1 to Dec 10 of this year by default', async () => {
    const dialog = await openDialog();
    const panel = within(dialog).getByRole('region', { name: /^Date/ });
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent?.trim()),
    ).toEqual([
      'Cette semaine',
      'Semaine prochaine',
      'Semaine dernière',
      'Ce mois-ci',
      'Toute la saison',
      'Personnalisée',
    ]);
    fireEvent.click(within(panel).getByRole('radio', { name: 'Personnalisée' }));
    const year = dayFromToday(0).slice(0, 4);
    const from = within(panel).getByLabelText('À partir du') as HTMLInputElement;
    const to = within(panel).getByLabelText("Jusqu'au") as HTMLInputElement;
    expect([from.value, to.value]).toEqual([`${year}-01-01`, `${year}-12-10`]);
    expect(query().toString()).toBe(`periode=personnalisee&du=${year}-01-01&au=${year}-12-10`);

    fireEvent.change(from, { target: { value: dayFromToday(2) } });
    fireEvent.change(to, { target: { value: dayFromToday(3) } });
    expect([query().get('du'), query().get('au')]).toEqual([dayFromToday(2), dayFromToday(3)]);
    expect(count()).toBe('2 matchs');
  });

  it('filters cancelled matches only, and by round', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Matchs annulés seulement' }));
    expect(query().get('annules')).toBe('1');
    expect(count()).toBe('1 match');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Matchs annulés seulement' }));
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Ronde' }), { target: { value: '1' } });
    expect(query().get('ronde')).toBe('1');
    expect(count()).toBe('2 matchs');
  });

  it('resets the selected match when a filter is selected', async () => {
    fakeServer(leagueRoutes({ teams, schedule }));
    await act(() => loadLeagueData());
    render(
      <AtPath path="/schedule">
        <SchedulePage />
      </AtPath>,
    );
    const details = (await screen.findAllByRole('button', { name: 'Détails' }))[1] as HTMLElement;
    fireEvent.click(details);
    expect(screen.getAllByRole('button', { name: 'Détails', expanded: true })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await settled();
    const panel = openSection(screen.getByRole('dialog'), 'Terrains');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Parc Jarry' }));
    expect(screen.queryAllByRole('button', { name: 'Détails', expanded: true, hidden: true })).toHaveLength(0);
  });

  it('closes with Escape and with its button', async () => {
    let dialog = await openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modalStore.get()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afficher 4 matchs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no serious accessibility violation (axe in jsdom)', async () => {
    quietConsoleErrors(); // jsdom has no canvas, which axe tries
    const dialog = await openDialog();
    openSection(dialog, 'Équipes');
    const { violations } = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
