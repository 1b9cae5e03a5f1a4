import { NNBSP } from '@league/shared';
import { CALENDAR_WORDS, feedSite, seasonMatchEvent, seriesMatchEvent } from './calendar-events';
import type { SeasonMatchRow, SeriesCalendarRow } from './calendar-repository';

const site = feedSite('https://ligue.example/', 'America/Toronto');

const seasonRow = (overrides: Partial<SeasonMatchRow> = {}): SeasonMatchRow => ({
  id: 'm1',
  date: '2026-06-04T00:30:00.000Z',
  status: 'scheduled',
  home_score: null,
  away_score: null,
  division: 'A',
  pool: 'Est',
  round: 3,
  sequence: 2,
  changed_at: '2026-05-01T10:00:00.000Z',
  home_name: 'Les Lions',
  away_name: 'Les Ours & Cie',
  field_name: 'Parc Jarry',
  field_address: '',
  ...overrides,
});

const seriesRow = (overrides: Partial<SeriesCalendarRow> = {}): SeriesCalendarRow => ({
  id: 's1',
  date: '2026-08-20T23:00:00.000Z',
  series_pool: 'Finale',
  home_division: 'A',
  home_pool: 'Est',
  home_rank: 1,
  away_division: 'B',
  away_pool: 'N/A',
  away_rank: 2,
  home_score: null,
  away_score: null,
  sequence: 0,
  changed_at: '2026-05-01T10:00:00.000Z',
  field_name: 'Parc Jarry',
  field_address: '285 rue Gary-Carter',
  ...overrides,
});

describe('the league’s matches as a calendar shows them', () => {
  it('names a season match by its teams, at its field, linked to the schedule of its day (league’s clock)', () => {
    const event = seasonMatchEvent(seasonRow(), site);
    expect(event).toMatchObject({
      uid: 'match-m1@ligue.example',
      sequence: 2,
      changedAt: '2026-05-01T10:00:00.000Z',
      start: '2026-06-04T00:30:00.000Z',
      summary: 'Les Lions – Les Ours & Cie',
      location: 'Parc Jarry',
      cancelled: false,
    });
    // 20:30 on June 3rd in Toronto: the day is the league's, not UTC's
    const link = new URL(event.url);
    expect(link.origin + link.pathname).toBe('https://ligue.example/schedule');
    expect([link.searchParams.getAll('equipe'), link.searchParams.get('du'), link.searchParams.get('au')]).toEqual([
      ['Les Lions', 'Les Ours & Cie'],
      '2026-06-03',
      '2026-06-03',
    ]);
    expect(event.description).toBe(`Division A, poule Est, ronde 3\nVoir le match${NNBSP}: ${event.url}`);
  });

  it('puts « ANNULÉ — » before a cancelled match, says so, and shows an approved score', () => {
    const cancelled = seasonMatchEvent(seasonRow({ status: 'cancelled', round: null }), site);
    expect(cancelled.summary).toBe(`${CALENDAR_WORDS.cancelled}Les Lions – Les Ours & Cie`);
    expect(cancelled.summary.startsWith('ANNULÉ — ')).toBe(true);
    expect(cancelled.cancelled).toBe(true);
    expect(cancelled.description.split('\n').slice(0, 2)).toEqual(['Match annulé', 'Division A, poule Est']);
    const played = seasonMatchEvent(seasonRow({ status: 'played', home_score: 7, away_score: 0 }), site);
    expect(played.description.split('\n')[0]).toBe(`Résultat${NNBSP}: Les Lions 7, Les Ours & Cie 0`);
  });

  it('names a series match by its seeds until they are known, then by its teams, linked to its page', () => {
    const seeds = seriesMatchEvent(seriesRow(), { home: null, away: null }, site);
    expect(seeds).toMatchObject({
      uid: 'series-s1@ligue.example',
      summary: 'Séries — Division A, poule Est, 1er – Division B, 2e',
      location: 'Parc Jarry, 285 rue Gary-Carter',
      url: 'https://ligue.example/series/s1',
      cancelled: false,
    });
    const known = seriesMatchEvent(seriesRow({ home_score: 4, away_score: 5 }), { home: 'Lions', away: null }, site);
    expect(known.summary).toBe('Séries — Lions – Division B, 2e');
    expect(known.description.split('\n')).toEqual([
      `Résultat${NNBSP}: Lions 4, Division B, 2e 5`,
      'Séries, Finale',
      `Voir le match${NNBSP}: https://ligue.example/series/s1`,
    ]);
  });
});
