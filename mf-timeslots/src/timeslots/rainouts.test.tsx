import { AtPath } from '@league/test-support';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Rainout } from '@league/shared/schemas';
import {
  aRainout,
  aSchedule,
  aSlot,
  aSuggestion,
  leagueAs,
  toasts,
  TWO_WEEKLY_OFFERS,
  written,
} from '../test/timeslots-fixture';
import { TimeslotsPage } from './timeslots-page';

const LIST = 'GET /api/timeslots/filtered';
const RAINOUTS = 'GET /api/timeslots/rainouts';
const MATCH = 'Les Aigles contre Les Lions, sam. 30 mai 18 h 30';
const SUGGESTED = 'Plages proposées pour Les Aigles contre Les Lions';

const renderPage = () =>
  render(
    <AtPath path="/timeslots">
      <TimeslotsPage />
    </AtPath>,
  );
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);
const rainouts = (...entries: Rainout[]) => ({ body: { rainouts: entries } });

/** Four suggestions best first, as the server ranks them, and a slot not offered. */
const RANKED = aRainout({
  suggestions: [
    aSuggestion({ _id: 's2', date: '2026-06-09T18:30:00-04:00' }, { sameField: true, usualEvening: true }),
    aSuggestion({ _id: 's3', date: '2026-06-07T10:00:00-04:00' }, { sameField: true }),
    aSuggestion({ _id: 's4', date: '2026-06-07T13:00:00-04:00', field: 'Parc La Fontaine' }),
    aSuggestion({ _id: 's5', date: '2026-06-14T10:00:00-04:00', field: 'Parc La Fontaine' }),
  ],
  unsuitable: [
    {
      slot: { _id: 's6', date: '2026-06-11T16:00:00-04:00', field: 'Parc Jarry', fieldId: 'f1' },
      reasons: ['Déjà au calendrier ce jour-là pour ces équipes\u202f: Les Lions contre Les Ours à 18 h 30'],
    },
  ],
});

describe('the cancelled matches to move, with their suggested slots', () => {
  it('shows a captain the match first, its suggestions best first and why, then why the others are not offered', async () => {
    await leagueAs('captain', ['Les Lions'], { [LIST]: { body: aSchedule() }, [RAINOUTS]: rainouts(RANKED) });
    renderPage();
    const card = within(await screen.findByRole('article', { name: MATCH }));
    expect(headings().slice(0, 4)).toEqual([
      'Plages horaires',
      'Matchs annulés à reprendre',
      MATCH,
      'Demander une plage',
    ]);
    expect(screen.getByText(/^Les premiers créneaux/).textContent).toBe(
      'Les premiers créneaux\u202f: les plus proches, sur le même terrain, le soir habituel de l’équipe.',
    );
    expect(card.getByText(/^Terrain prévu/).textContent).toBe('Terrain prévu\u202f: Parc Jarry');
    const best = within(card.getByRole('list', { name: SUGGESTED }));
    expect(best.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'mardi 9 juin 2026, 18 h 30 · Parc JarryMême terrain · Soir habituel des LionsDemander ce créneau',
      'dimanche 7 juin 2026, 10 h 00 · Parc JarryMême terrainDemander ce créneau',
      'dimanche 7 juin 2026, 13 h 00 · Parc La FontaineDemander ce créneau',
    ]);
    const more = card.getByText('Autres plages possibles (1)').closest('details') as HTMLElement;
    expect(more.querySelector('[data-slot="s5"]')?.textContent).toContain('dimanche 14 juin 2026, 10 h 00');
    const others = card.getByText('Plages non proposées (1)').closest('details') as HTMLElement;
    expect(others.textContent).toContain(
      'jeudi 11 juin 2026, 16 h 00 · Parc JarryDéjà au calendrier ce jour-là pour ces équipes\u202f: Les Lions contre Les Ours à 18 h 30',
    );
    expect(within(others).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Créneaux hebdomadaires libres' })).toBeNull();
  });

  it('requests a suggestion in one tap with the existing request, then says it is asked', async () => {
    let current = RANKED;
    const server = await leagueAs('captain', ['Les Lions'], {
      [LIST]: { body: aSchedule() },
      [RAINOUTS]: () => rainouts(current),
      'POST /api/timeslots/requestreservation/s3': () => {
        current = {
          ...RANKED,
          suggestions: RANKED.suggestions.map((s, i) => (i === 1 ? { ...s, requested: 'pending' } : s)),
        };
        return written(aSchedule());
      },
    });
    renderPage();
    const request = await screen.findByRole('button', {
      name: 'Demander ce créneau\u202f: dimanche 7 juin 2026 10 h 00, Parc Jarry',
    });
    await act(async () => fireEvent.click(request));
    expect(server.callsTo('POST', '/api/timeslots/requestreservation/s3')[0]?.body).toEqual({ matchId: 'm1' });
    expect(toasts).toEqual([
      'Demande envoyée pour la plage du dimanche 7 juin 2026 10 h 00, Parc Jarry\u202f: ' +
        'l’autre équipe doit la confirmer, puis un administrateur l’approuver.',
    ]);
    const asked = await screen.findByText('Demandé, en attente de l’autre équipe');
    expect(asked.closest('[data-slot]')?.getAttribute('data-slot')).toBe('s3');
    // the other three still offer themselves (the last one behind « Autres plages possibles »)
    expect(screen.getAllByRole('button', { name: /^Demander ce créneau/ })).toHaveLength(3);
  });

  it('says when no published slot suits both teams', async () => {
    await leagueAs('captain', ['Les Aigles'], { [LIST]: { body: aSchedule() }, [RAINOUTS]: rainouts(aRainout()) });
    renderPage();
    const card = within(await screen.findByRole('article', { name: MATCH }));
    expect(card.getByText('Aucune plage publiée ne convient aux deux équipes pour l’instant.')).toBeTruthy();
  });

  it('shows nothing when no cancelled match waits, and says so in French when the list cannot load', async () => {
    await leagueAs('captain', ['Les Lions'], { [LIST]: { body: aSchedule({ available: [aSlot()] }) } });
    renderPage();
    await screen.findByRole('list', { name: 'Groupes de plages horaires' });
    expect(screen.queryByRole('heading', { name: 'Matchs annulés à reprendre' })).toBeNull();

    await leagueAs('captain', ['Les Lions'], {
      [LIST]: { body: aSchedule() },
      [RAINOUTS]: { status: 500, body: { success: false, error: 'panne' } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Impossible de charger les plages proposées pour les matchs annulés.',
    );
  });
});

describe('the admin’s free weekly times', () => {
  const WITH_OFFERS = aRainout({
    suggestions: [aSuggestion()],
    weeklyOffers: TWO_WEEKLY_OFFERS,
  });

  it('lists them under the match, best first, without a request of the admin’s own', async () => {
    await leagueAs('admin', [], { [LIST]: { body: aSchedule() }, [RAINOUTS]: rainouts(WITH_OFFERS) });
    renderPage();
    const card = within(await screen.findByRole('article', { name: MATCH }));
    expect(card.queryByRole('button', { name: /^Demander/ })).toBeNull();
    const offers = within(card.getByRole('list', { name: 'Créneaux hebdomadaires libres' }));
    expect(offers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'mardi 16 juin 2026, 20 h 15 · Parc JarryMême terrain · Soir habituel des LionsPublier ce créneau',
      'jeudi 18 juin 2026, 18 h 30 · Parc La FontainePublier ce créneau',
    ]);
    expect(headings().slice(0, 4)).toEqual(['Plages horaires', 'À décider', 'Matchs annulés à reprendre', MATCH]);
    // what the weekly times are is said once, above the matches
    expect(screen.getAllByText(/^Créneaux hebdomadaires libres\s:/)).toHaveLength(1);
  });

  it('publishes one in one tap through the « add a slot » call', async () => {
    const server = await leagueAs('admin', [], {
      [LIST]: { body: aSchedule() },
      [RAINOUTS]: rainouts(WITH_OFFERS),
      'POST /api/timeslots/add': written(aSchedule({ available: [aSlot()] }), 'Plage horaire ajoutée'),
    });
    renderPage();
    const publish = await screen.findByRole('button', {
      name: 'Publier ce créneau\u202f: mardi 16 juin 2026 20 h 15, Parc Jarry',
    });
    await act(async () => fireEvent.click(publish));
    expect(server.callsTo('POST', '/api/timeslots/add')[0]?.body).toEqual({
      date: '2026-06-16',
      time: '20:15',
      field: 'f1',
    });
    expect(toasts).toEqual(['Plage horaire ajoutée']);
  });

  it('says when the season has no free weekly time left', async () => {
    await leagueAs('admin', [], { [LIST]: { body: aSchedule() }, [RAINOUTS]: rainouts(aRainout()) });
    renderPage();
    const card = within(await screen.findByRole('article', { name: MATCH }));
    expect(card.getByText('Aucun créneau hebdomadaire libre d’ici la fin de la saison.')).toBeTruthy();
  });
});
