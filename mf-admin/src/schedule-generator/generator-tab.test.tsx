import { DEFAULT_UI_CONFIG, invalidateLeagueReads, loadLeagueData, setUiConfig } from '@league/shared';
import type { ScheduleGenerateAnswer } from '@league/shared/schemas';
import { aTeam, fakeServer, quietConsoleErrors, type Call, type Reply } from '@league/test-support';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, HistoryRouter } from '@league/shared/router';
import { leagueRoutes } from '../test/league-routes';
import { GeneratorTab } from './generator-tab';

const FIELDS = [
  { _id: 'field-01', name: 'Parc Jarry', type: 'outdoor', address: '' },
  { _id: 'field-02', name: 'Centre Pierre-Charbonneau', type: 'indoor', address: '' },
] as const;
const TEAMS = [
  aTeam('Les Lions', { division: 'A', pool: 'Est' }),
  aTeam('Les Tigres', { division: 'A', pool: 'Est' }),
  aTeam('Les Castors', { division: 'A', pool: 'Est' }),
  aTeam('Les Ours', { division: 'A', pool: 'Ouest' }),
  aTeam('Les Loups', { division: 'A', pool: 'Ouest' }),
];
/** The guarantees as the server says them (the engine's words, not loaded here). */
const ALL_HOLD = {
  placed: { ok: true, label: 'Les 3 matchs sont placés' },
  meetings: { ok: true, label: 'Chaque paire d’équipes se rencontre 2 fois' },
  oneSlot: { ok: true, label: 'Aucune équipe ne joue deux matchs à la même heure' },
  oneDay: { ok: true, label: 'Aucune équipe ne joue deux fois le même jour' },
  fields: { ok: true, label: 'Aucun terrain n’accueille deux matchs à la fois' },
  homeAway: { ok: true, label: 'Domicile et visite équilibrés à un match près pour chaque équipe' },
  byes: { ok: true, label: 'Aucune poule impaire, donc aucune équipe au repos' },
  wishes: { ok: true, label: 'Aucun vœu à respecter' },
};
const FULL = 'Tous les créneaux qui lui conviennent sont pris';
const MISSING_ONE = 'Il manque 1 créneau\u202f: ajoutez une soirée ou raccourcissez la liste des jours sans match';
const match = (date: string, homeTeam: string, awayTeam: string, round = 1) => ({
  date,
  field: 'Parc Jarry',
  homeTeam,
  awayTeam,
  division: 'A',
  pool: 'Est',
  round,
});

function answer(change: Partial<ScheduleGenerateAnswer> = {}): ScheduleGenerateAnswer {
  return {
    success: true,
    dryRun: true,
    seed: 1,
    matches: [
      match('2027-05-04T18:30:00-04:00', 'Les Lions', 'Les Tigres'),
      match('2027-05-04T20:15:00-04:00', 'Les Ours', 'Les Lions'),
      match('2027-05-11T18:30:00-04:00', 'Les Tigres', 'Les Lions', 2),
    ],
    unplaced: [],
    checks: ALL_HOLD,
    existing: { count: 0, kept: 0 },
    replaced: 0,
    ...change,
  };
}

/** The answer's matches between the teams the request's pools name (all of them when it names none), as the server. */
function answerTo(body: Record<string, unknown>): ScheduleGenerateAnswer {
  const full = answer({ seed: body.seed as number, dryRun: body.dryRun as boolean });
  const pools = body.pools as { teams: string[] }[] | undefined;
  if (!pools) return full;
  const playing = new Set(pools.flatMap((pool) => pool.teams));
  return { ...full, matches: full.matches.filter((one) => playing.has(one.homeTeam) && playing.has(one.awayTeam)) };
}

/** The server: the generator answers with what `reply` makes of each request's body. */
function serve(
  reply: (body: Record<string, unknown>) => Reply | Promise<Reply> = (body) => ({ body: answerTo(body) }),
) {
  return fakeServer({
    ...leagueRoutes({ teams: TEAMS, fields: [...FIELDS] }),
    'GET /api/fields?*': { body: { fields: FIELDS } },
    'POST /api/schedule/generate': (call: Call) => reply(call.body as Record<string, unknown>),
  });
}

async function open() {
  await act(() => loadLeagueData());
  const history = createMemoryHistory({ initialEntries: ['/admin/calendrier'] });
  render(
    <HistoryRouter history={history}>
      <GeneratorTab />
    </HistoryRouter>,
  );
  // the first slot takes the season's first field once the fields are read
  await waitFor(() =>
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Terrain' }).value).toBe('field-01'),
  );
  return history;
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const generated = (server: ReturnType<typeof serve>) =>
  server.callsTo('POST', '/api/schedule/generate').map((call) => call.body as Record<string, unknown>);
const teamDaysOf = (body: Record<string, unknown> | undefined) =>
  (body?.wishes as { teamDays: Array<{ team: string; weekdays: number[] }> } | undefined)?.teamDays ?? [];
/** Opens the wishes and makes a first one, for this team. */
const firstWishFor = (team: string) => {
  fireEvent.click(screen.getByText('Vœux (facultatif)'));
  click('Ajouter un vœu d’équipe');
  const wish = screen.getByRole('group', { name: 'Vœu d’équipe 1' });
  fireEvent.change(within(wish).getByLabelText('Équipe'), { target: { value: team } });
  return wish;
};
const fillPeriod = () => {
  type('Du', '2027-05-03');
  type('Au', '2027-08-27');
};

describe('the « Calendrier » tab', () => {
  beforeEach(() => {
    invalidateLeagueReads();
    quietConsoleErrors();
    setUiConfig({ ...DEFAULT_UI_CONFIG, timeZone: 'America/Toronto' });
  });

  it('previews the double round robin on the weekly slots typed: the guarantees marked, the matches by day', async () => {
    const server = serve();
    await open();
    fillPeriod();
    click('Ajouter un créneau');
    const second = screen.getByRole('group', { name: 'Créneau 2' });
    fireEvent.change(within(second).getByLabelText('Jour'), { target: { value: '4' } });
    fireEvent.change(within(second).getByLabelText('Heure'), { target: { value: '20:15' } });
    fireEvent.change(within(second).getByLabelText('Terrain'), { target: { value: 'field-02' } });
    type('Jour sans match', '2027-06-24');
    click('Ajouter le jour');
    expect(screen.getByText('jeudi 24 juin 2027')).toBeTruthy();
    click('Aperçu');
    expect(await screen.findByRole('heading', { name: 'Aperçu\u202f: 3 matchs' })).toBeTruthy();
    expect(generated(server)).toEqual([
      {
        from: '2027-05-03',
        to: '2027-08-27',
        meetings: 2,
        slots: [
          { weekday: 2, time: '18:30', field: 'field-01' },
          { weekday: 4, time: '20:15', field: 'field-02' },
        ],
        skipDays: ['2027-06-24'],
        dryRun: true,
        seed: 1,
        crossPools: false,
      },
    ]);
    const checks = screen.getAllByRole('listitem').filter((item) => within(item).queryByRole('img'));
    expect(checks.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual(
      Array(8).fill('Respectée'),
    );
    expect(checks[0]?.textContent).toBe('Les 3 matchs sont placés');
    expect(screen.getByRole('heading', { name: 'mardi 4 mai 2027' })).toBeTruthy();
    expect(screen.getByText(/18 h 30 · Parc Jarry · Les Lions – Les Tigres/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'mardi 11 mai 2027' })).toBeTruthy();
  });

  it('says what is wrong beside the fields before asking anything', async () => {
    const server = serve();
    await open();
    click('Aperçu');
    expect(screen.getAllByText('Champ requis')).toHaveLength(2);
    type('Du', '2027-05-10');
    type('Au', '2027-05-01');
    click('Aperçu');
    expect(screen.getByText('La fin de la période précède son début')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('un autre nombre de fois'));
    type('Nombre de rencontres', '0');
    click('Retirer le créneau 1');
    click('Aperçu');
    expect(screen.getByText('Nombre de rencontres par paire de 1 à 10')).toBeTruthy();
    expect(screen.getByText('Ajoutez au moins un créneau par semaine')).toBeTruthy();
    expect(generated(server)).toEqual([]);
  });

  describe('a refused « Aperçu »', () => {
    // jsdom scrolls nothing: a test that looks at the scrolling puts its own in, taken back here
    afterEach(() => delete (Element.prototype as Partial<Element>).scrollIntoView);
    /** The control the focus is on, and what describes it. */
    const focused = () => {
      const active = document.activeElement as HTMLElement;
      const problem = document.getElementById(active.getAttribute('aria-describedby') ?? '')?.textContent;
      return { active, problem };
    };

    it('takes the focus to the first field in error, marked and described, scrolled into view', async () => {
      const server = serve();
      await open();
      const scrolled = jest.fn(function (this: Element) {
        return this;
      });
      Element.prototype.scrollIntoView = scrolled;
      const preview = screen.getByRole('button', { name: 'Aperçu' });
      preview.focus();
      fireEvent.click(preview);
      expect(focused()).toEqual({ active: screen.getByLabelText('Du'), problem: 'Champ requis' });
      // to the middle of the screen: at the top, the sticky navbar would cover it
      expect(scrolled.mock.contexts).toEqual([screen.getByLabelText('Du')]);
      expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
      expect(screen.getByLabelText('Du').getAttribute('aria-invalid')).toBe('true');
      type('Du', '2027-05-03');
      preview.focus();
      fireEvent.click(preview);
      expect(focused()).toEqual({ active: screen.getByLabelText('Au'), problem: 'Champ requis' });
      expect(generated(server)).toEqual([]);
    });

    it('with no weekly slot, takes it to the button that adds one, described by the problem', async () => {
      serve();
      await open();
      fillPeriod();
      click('Retirer le créneau 1');
      click('Aperçu');
      expect(focused()).toEqual({
        active: screen.getByRole('button', { name: 'Ajouter un créneau' }),
        problem: 'Ajoutez au moins un créneau par semaine',
      });
      click('Ajouter un créneau');
      expect(screen.getByRole('button', { name: 'Ajouter un créneau' }).hasAttribute('aria-describedby')).toBe(false);
    });

    it('says « Champ requis » beside a slot’s time left empty, and takes the focus there', async () => {
      serve();
      await open();
      fillPeriod();
      const slot = within(screen.getByRole('group', { name: 'Créneau 1' }));
      fireEvent.change(slot.getByLabelText('Heure'), { target: { value: '' } });
      click('Aperçu');
      expect(focused()).toEqual({ active: slot.getByLabelText('Heure'), problem: 'Champ requis' });
      expect(slot.getByLabelText('Terrain').getAttribute('aria-invalid')).toBeNull();
    });

    it('with no two teams to meet, takes it to the teams’ part, described by the problem', async () => {
      serve();
      await open();
      fillPeriod();
      fireEvent.click(screen.getByText(/^Équipes par poule/));
      const pool = (name: string) => within(screen.getByRole('group', { name }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Toute la poule A · Ouest' }));
      fireEvent.click(pool('A · Est').getByLabelText('Les Lions'));
      fireEvent.click(pool('A · Est').getByLabelText('Les Tigres'));
      click('Aperçu');
      expect(focused().active.tagName).toBe('SUMMARY');
      expect(focused().problem).toBe('Aucun match possible\u202f: cochez au moins deux équipes d’une même poule.');
    });
  });

  it('keeps the focus on « Aperçu » while it runs: marked unavailable and deaf, not disabled', async () => {
    let answer: () => void = () => undefined;
    const server = serve((body) => new Promise<Reply>((resolve) => (answer = () => resolve({ body: answerTo(body) }))));
    await open();
    fillPeriod();
    const preview = screen.getByRole('button', { name: 'Aperçu' });
    preview.focus();
    fireEvent.click(preview);
    expect(await screen.findByText('Calcul de l’aperçu…')).toBeTruthy();
    expect([preview.hasAttribute('disabled'), preview.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    const shuffle = screen.getByRole('button', { name: 'Mélanger' });
    expect(shuffle.hasAttribute('disabled')).toBe(true); // nothing to shuffle yet: truly disabled
    fireEvent.click(preview);
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Aperçu\u202f: 3 matchs' })).toBeTruthy();
    expect(generated(server)).toHaveLength(1);
    expect([preview.getAttribute('aria-disabled'), document.activeElement]).toEqual([null, preview]);
  });

  it('shows what could not be placed and why, and the guarantee that fails', async () => {
    serve(() => ({
      body: answer({
        unplaced: [
          {
            homeTeam: 'Les Ours',
            awayTeam: 'Les Tigres',
            division: 'A',
            pool: 'Est',
            round: 3,
            reason: FULL,
          },
        ],
        checks: { ...ALL_HOLD, placed: { ok: false, label: MISSING_ONE } },
      }),
    }));
    await open();
    fillPeriod();
    click('Aperçu');
    expect(await screen.findByRole('heading', { name: '1 match sans créneau' })).toBeTruthy();
    expect(screen.getByText(/Les Ours – Les Tigres/).textContent).toBe(
      `Les Ours – Les Tigres (A · Est, ronde 3)\u202f: ${FULL}`,
    );
    const failing = screen.getByRole('img', { name: 'Non respectée' }).closest('li');
    expect(failing?.textContent).toBe(
      'Il manque 1 créneau\u202f: ajoutez une soirée ou raccourcissez la liste des jours sans match',
    );
  });

  it('« Mélanger » asks again with another seed; a change to the form makes the preview stale until asked again', async () => {
    const server = serve();
    await open();
    fillPeriod();
    click('Aperçu');
    await screen.findByText('Tirage n° 1');
    click('Mélanger');
    await waitFor(() => expect(generated(server)).toHaveLength(2));
    const seed = generated(server)[1]?.seed as number;
    expect(seed).not.toBe(1);
    expect(await screen.findByText(`Tirage n° ${seed}`)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publier 3 matchs' }).disabled).toBe(false);
    type('Au', '2027-08-20');
    expect(screen.getByText(/Le formulaire a changé depuis l’aperçu/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publier 3 matchs' }).disabled).toBe(true);
  });

  it('publishes the very request previewed, then says so with a link to the schedule', async () => {
    const server = serve();
    const history = await open();
    fillPeriod();
    click('Aperçu');
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publier 3 matchs' }).disabled).toBe(false),
    );
    click('Publier 3 matchs');
    // the text matcher makes every space plain, the narrow no-break one too
    expect(await screen.findByText(/Calendrier publié : 3 matchs du 3 mai au 27 août 2027\./)).toBeTruthy();
    const [preview, publish] = generated(server);
    expect(publish).toEqual({ ...preview, dryRun: false });
    expect(screen.getByRole('heading', { name: '3 matchs publiés' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publier' }).disabled).toBe(true);
    // « Publier », disabled now, would drop the focus on the page: it goes to the link said with the news
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Voir le calendrier' }));
    fireEvent.click(screen.getByRole('link', { name: 'Voir le calendrier' }));
    expect(history.location.pathname).toBe('/schedule');
  });

  it('asks what becomes of the matches already in the period, then publishes with the answer', async () => {
    const server = serve((body) => ({
      body: answer({
        dryRun: body.dryRun as boolean,
        existing: { count: 12, kept: 2 },
        replaced: body.dryRun ? 0 : 10,
      }),
    }));
    await open();
    fillPeriod();
    click('Aperçu');
    expect(
      await screen.findByText(/compte déjà 12 matchs\. 2 matchs joués ou en attente restent dans tous les cas\./),
    ).toBeTruthy();
    click('Publier 3 matchs');
    const dialog = screen.getByRole('dialog', { name: 'Que faire des matchs déjà prévus\u202f?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remplacer' }));
    expect(await screen.findByText(/3 matchs du 3 mai au 27 août 2027, 10 matchs remplacés\./)).toBeTruthy();
    expect(generated(server).at(-1)).toMatchObject({ dryRun: false, existing: 'replace', seed: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('previews again when the choice for the matches already there is made beside the preview', async () => {
    const server = serve((body) => ({ body: answer({ existing: { count: 4, kept: 0 }, seed: body.seed as number }) }));
    await open();
    fillPeriod();
    click('Aperçu');
    fireEvent.click(await screen.findByLabelText('remplacer ceux qui ne sont pas joués'));
    await waitFor(() => expect(generated(server).at(-1)).toMatchObject({ dryRun: true, existing: 'replace' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Publier 3 matchs' }).disabled).toBe(false),
    );
    click('Publier 3 matchs');
    await waitFor(() => expect(generated(server).at(-1)).toMatchObject({ dryRun: false, existing: 'replace' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("sends the wishes: a team's weekday off, a pool's own field", async () => {
    const server = serve();
    await open();
    fillPeriod();
    const wish = firstWishFor('Les Ours');
    fireEvent.change(within(wish).getByLabelText('Ne joue pas le'), { target: { value: '5' } });
    click('Ajouter un terrain de poule');
    const own = screen.getByRole('group', { name: 'Terrain de poule 1' });
    expect(
      within(own)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A · Est', 'A · Ouest', 'Parc Jarry', 'Centre Pierre-Charbonneau']);
    fireEvent.change(within(own).getByLabelText('Terrain'), { target: { value: 'field-02' } });
    fireEvent.click(screen.getByLabelText(/rencontrent aussi celles des autres poules/));
    click('Aperçu');
    await waitFor(() => expect(generated(server)).toHaveLength(1));
    expect(generated(server)[0]).toMatchObject({
      crossPools: true,
      wishes: {
        teamDays: [{ team: 'Les Ours', weekdays: [5] }],
        poolFields: [{ division: 'A', pool: 'Est', fields: ['field-02'] }],
      },
    });
  });

  it('says a wish about a team left out is not sent, and sends it once the team is checked again', async () => {
    const server = serve();
    await open();
    fillPeriod();
    const wish = firstWishFor('Les Ours');
    fireEvent.click(screen.getByText(/^Équipes par poule/));
    fireEvent.click(within(screen.getByRole('group', { name: 'A · Ouest' })).getByLabelText('Les Ours'));
    expect(
      within(wish).getByText('Les Ours ne joue pas dans ce calendrier\u202f: ce vœu ne sera pas envoyé.', {
        normalizer: (value) => value,
      }),
    ).toBeTruthy();
    expect((within(wish).getByLabelText('Équipe') as HTMLSelectElement).value).toBe('Les Ours');
    click('Ajouter un vœu d’équipe');
    const another = screen.getByRole('group', { name: 'Vœu d’équipe 2' });
    expect(within(another).queryByRole('option', { name: 'Les Ours' })).toBeNull();
    click('Aperçu');
    await waitFor(() => expect(generated(server)).toHaveLength(1));
    expect(teamDaysOf(generated(server)[0]).map(({ team }) => team)).not.toContain('Les Ours');
    fireEvent.click(within(screen.getByRole('group', { name: 'A · Ouest' })).getByLabelText('Les Ours'));
    expect(within(wish).queryByText(/ne joue pas dans ce calendrier/)).toBeNull();
    click('Aperçu');
    await waitFor(() => expect(generated(server)).toHaveLength(2));
    expect(teamDaysOf(generated(server)[1])).toContainEqual({ team: 'Les Ours', weekdays: [2] });
  });

  describe('the teams of each pool', () => {
    const openTeams = () => fireEvent.click(screen.getByText(/^Équipes par poule/));
    const pool = (name: string) => screen.getByRole('group', { name });
    const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    // the text as written, its narrow no-break spaces kept (the default matcher makes every space plain)
    const preview = () => within(screen.getByRole('region', { name: /^Aperçu/ }));
    const said = (text: string) => screen.getByText(text, { normalizer: (value) => value });

    it('checks every team of the season by default and sends the same request as before: no pools named', async () => {
      const server = serve();
      await open();
      expect(screen.getByText(/^Équipes par poule/).textContent).toBe('Équipes par poule\u00a0· toutes (5)');
      openTeams();
      expect(
        within(pool('A · Est'))
          .getAllByRole<HTMLInputElement>('checkbox')
          .map((input) => [input.parentElement?.textContent, input.checked]),
      ).toEqual([
        ['Les Castors', true],
        ['Les Lions', true],
        ['Les Tigres', true],
      ]);
      expect(box('Toute la poule A · Est').checked).toBe(true);
      expect(box('Toute la poule A · Ouest').checked).toBe(true);
      fillPeriod();
      click('Aperçu');
      expect(await screen.findByRole('heading', { name: 'Aperçu\u202f: 3 matchs' })).toBeTruthy();
      expect(generated(server)).toEqual([
        {
          from: '2027-05-03',
          to: '2027-08-27',
          meetings: 2,
          slots: [{ weekday: 2, time: '18:30', field: 'field-01' }],
          skipDays: [],
          dryRun: true,
          seed: 1,
          crossPools: false,
        },
      ]);
    });

    it('leaves an unchecked team out of the request and of the preview; checked again, the request is as before', async () => {
      const server = serve();
      await open();
      fillPeriod();
      click('Aperçu');
      expect(await screen.findByText(/Les Tigres – Les Lions/)).toBeTruthy();
      openTeams();
      fireEvent.click(within(pool('A · Est')).getByLabelText('Les Tigres'));
      expect(screen.getByText(/^Équipes par poule/).textContent).toBe('Équipes par poule\u00a0· 4 sur 5');
      // some of the pool's teams, not all: the whole pool's box is mixed
      expect(box('Toute la poule A · Est').indeterminate).toBe(true);
      expect(screen.getByText(/Le formulaire a changé depuis l’aperçu/)).toBeTruthy();
      click('Aperçu');
      expect(await screen.findByRole('heading', { name: 'Aperçu\u202f: 1 match' })).toBeTruthy();
      expect(generated(server)[1]?.pools).toEqual([
        { division: 'A', pool: 'Est', teams: ['Les Castors', 'Les Lions'] },
        { division: 'A', pool: 'Ouest', teams: ['Les Loups', 'Les Ours'] },
      ]);
      expect(preview().queryByText(/Les Tigres/)).toBeNull();
      expect(preview().getByText(/Les Ours – Les Lions/)).toBeTruthy();
      fireEvent.click(within(pool('A · Est')).getByLabelText('Les Tigres'));
      click('Aperçu');
      await waitFor(() => expect(generated(server)).toHaveLength(3));
      expect(generated(server)[2]).toEqual(generated(server)[0]);
    });

    it('leaves a whole pool out, and says what becomes of a pool with one team checked', async () => {
      const server = serve();
      await open();
      fillPeriod();
      openTeams();
      fireEvent.click(box('Toute la poule A · Ouest'));
      expect(
        within(pool('A · Ouest'))
          .getAllByRole<HTMLInputElement>('checkbox')
          .map((input) => input.checked),
      ).toEqual([false, false]);
      expect(said('Aucune équipe cochée\u202f: la poule ne joue aucun match.')).toBeTruthy();
      click('Aperçu');
      await waitFor(() => expect(generated(server)).toHaveLength(1));
      expect(generated(server)[0]?.pools).toEqual([
        { division: 'A', pool: 'Est', teams: ['Les Castors', 'Les Lions', 'Les Tigres'] },
      ]);
      expect(await screen.findByRole('heading', { name: 'Aperçu\u202f: 2 matchs' })).toBeTruthy();
      expect(preview().queryByText(/Les Ours/)).toBeNull();
      // one team back: alone in its pool it plays nothing, unless the pools of the division meet
      fireEvent.click(within(pool('A · Ouest')).getByLabelText('Les Ours'));
      expect(said('Une seule équipe cochée\u202f: elle ne joue aucun match.')).toBeTruthy();
      fireEvent.click(screen.getByLabelText(/rencontrent aussi celles des autres poules/));
      expect(
        said('Une seule équipe cochée\u202f: elle ne rencontre que les équipes des autres poules de sa division.'),
      ).toBeTruthy();
      click('Aperçu');
      await waitFor(() => expect(generated(server)).toHaveLength(2));
      expect(generated(server)[1]).toMatchObject({
        crossPools: true,
        pools: [
          { division: 'A', pool: 'Est', teams: ['Les Castors', 'Les Lions', 'Les Tigres'] },
          { division: 'A', pool: 'Ouest', teams: ['Les Ours'] },
        ],
      });
      // the whole pool's box checks the pool again
      fireEvent.click(box('Toute la poule A · Ouest'));
      expect(screen.getByText(/^Équipes par poule/).textContent).toBe('Équipes par poule\u00a0· toutes (5)');
    });

    it('asks nothing when no two teams checked would meet', async () => {
      const server = serve();
      await open();
      fillPeriod();
      openTeams();
      fireEvent.click(box('Toute la poule A · Ouest'));
      fireEvent.click(within(pool('A · Est')).getByLabelText('Les Lions'));
      fireEvent.click(within(pool('A · Est')).getByLabelText('Les Tigres'));
      click('Aperçu');
      expect(said('Aucun match possible\u202f: cochez au moins deux équipes d’une même poule.')).toBeTruthy();
      expect(generated(server)).toEqual([]);
    });
  });

  it("shows the server's refusal in French", async () => {
    serve(() => ({
      status: 400,
      body: {
        success: false,
        error: 'Requête invalide',
        issues: [{ path: 'body.slots.0.field', message: 'Terrain inconnu\u202f: x' }],
      },
    }));
    await open();
    fillPeriod();
    click('Aperçu');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'L’aperçu n’a pas pu être calculé\u202f: Requête invalide\u202f: Terrain inconnu\u202f: x',
    );
  });
});
