import { Conflict, Invalid } from '../league/domain-errors';
import {
  MATCH_MESSAGES,
  placed,
  placeOfIds,
  placeError,
  placeRefusals,
  sameDayWarning,
  seriesPlaceError,
  type SeasonBook,
} from './match-rules';

// A match's place in the schedule, without a database (`npm run test:mutation server-schedule`).
const team = (id: string, name: string) => ({ id, name, division: 'A', pool: '1' });
const EIGHT = '2027-05-03T23:00:00.000Z';
const NINE = '2027-05-04T00:00:00.000Z';

function book(slots: SeasonBook['slots'] = [], seriesSlots: SeasonBook['seriesSlots'] = []): SeasonBook {
  const teams = [team('t1', 'Lions'), team('t2', 'Tigres'), team('t3', 'Ours'), team('t4', 'Loups')];
  return {
    teams: new Map(teams.map((t) => [t.name, t])),
    fields: new Map([
      ['Parc', { id: 'f1', name: 'Parc' }],
      ['Stade', { id: 'f2', name: 'Stade' }],
    ]),
    slots,
    seriesSlots,
  };
}
const slot = (
  id: string,
  date: string,
  home: string,
  away: string,
  field = 'f2',
  status: 'scheduled' | 'played' | 'cancelled' = 'scheduled',
) => ({
  id,
  date,
  field_id: field,
  home_team_id: home,
  away_team_id: away,
  status,
  pending_result: null,
});
const place = (homeTeam: string, awayTeam: string, date = EIGHT, field = 'Parc') => ({
  date,
  homeTeam,
  awayTeam,
  field,
});

describe('placeRefusals', () => {
  it('accepts a match of known teams on a known field at a free time', () => {
    expect(placeRefusals(book([slot('m1', NINE, 't1', 't2')]), place('Lions', 'Tigres'))).toEqual([]);
  });

  it('names unknown teams and field, every one', () => {
    expect(placeRefusals(book(), place('Pumas', 'Aigles', EIGHT, 'Arène'))).toEqual([
      MATCH_MESSAGES.unknownTeam('Pumas'),
      MATCH_MESSAGES.unknownTeam('Aigles'),
      MATCH_MESSAGES.unknownField('Arène'),
    ]);
    expect(placeRefusals(book(), place('Lions', 'Aigles'))).toEqual([MATCH_MESSAGES.unknownTeam('Aigles')]);
    expect(placeRefusals(book(), place('Pumas', 'Lions'))).toEqual([MATCH_MESSAGES.unknownTeam('Pumas')]);
  });

  it('refuses a team playing itself, and stops there', () => {
    const clash = book([slot('m1', EIGHT, 't1', 't3')]);
    expect(placeRefusals(clash, place('Lions', 'Lions'))).toEqual([MATCH_MESSAGES.selfPlay]);
    expect(placeRefusals(book(), place('Pumas', 'Pumas'))).toEqual([
      MATCH_MESSAGES.unknownTeam('Pumas'),
      MATCH_MESSAGES.unknownTeam('Pumas'),
      MATCH_MESSAGES.selfPlay,
    ]);
  });

  it('checks no clash while a team is unknown', () => {
    const clash = book([slot('m1', EIGHT, 't1', 't3')]);
    expect(placeRefusals(clash, place('Lions', 'Pumas'))).toEqual([MATCH_MESSAGES.unknownTeam('Pumas')]);
  });

  it('refuses the same match twice, either way round, at the same instant written otherwise', () => {
    const taken = book([slot('m1', '2027-05-03T19:00:00-04:00', 't1', 't2')]);
    expect(placeRefusals(taken, place('Lions', 'Tigres'))).toEqual([MATCH_MESSAGES.duplicate]);
    expect(placeRefusals(taken, place('Tigres', 'Lions'))).toEqual([MATCH_MESSAGES.duplicate]);
    expect(placeRefusals(taken, place('Tigres', 'Lions', EIGHT, 'Arène'))).toEqual([
      MATCH_MESSAGES.unknownField('Arène'),
      MATCH_MESSAGES.duplicate,
    ]);
  });

  it('refuses a team playing twice at the same time, naming each busy team', () => {
    const busy = book([slot('m1', EIGHT, 't1', 't3'), slot('m2', EIGHT, 't4', 't2')]);
    expect(placeRefusals(busy, place('Lions', 'Tigres'))).toEqual([
      MATCH_MESSAGES.playsTwice('Lions'),
      MATCH_MESSAGES.playsTwice('Tigres'),
    ]);
    const homeBusy = book([slot('m1', EIGHT, 't3', 't1')]);
    expect(placeRefusals(homeBusy, place('Lions', 'Tigres'))).toEqual([MATCH_MESSAGES.playsTwice('Lions')]);
    const awayBusy = book([slot('m1', EIGHT, 't2', 't4')]);
    expect(placeRefusals(awayBusy, place('Lions', 'Tigres'))).toEqual([MATCH_MESSAGES.playsTwice('Tigres')]);
    const oneSideOnly = book([slot('m1', EIGHT, 't1', 't4')]);
    expect(placeRefusals(oneSideOnly, place('Lions', 'Tigres'))).toEqual([MATCH_MESSAGES.playsTwice('Lions')]);
  });

  it('lets an edited match keep its own place', () => {
    const own = book([slot('m1', EIGHT, 't1', 't2')]);
    expect(placeRefusals(own, place('Lions', 'Tigres'), 'm1')).toEqual([]);
    expect(placeRefusals(own, place('Lions', 'Tigres'), 'm2')).toEqual([MATCH_MESSAGES.duplicate]);
  });
});

describe('a field holds one match at a time', () => {
  const busyParc = (status: 'scheduled' | 'played' | 'cancelled' = 'scheduled') =>
    book([slot('m1', '2027-05-03T19:00:00-04:00', 't3', 't4', 'f1', status)]);
  const taken = MATCH_MESSAGES.fieldTaken('Parc', 'Ours', 'Loups');

  it.each([
    ['the same field at the same instant, written otherwise', busyParc(), place('Lions', 'Tigres'), [taken]],
    ['a played match holds its field too', busyParc('played'), place('Lions', 'Tigres'), [taken]],
    ['a cancelled match leaves its field free', busyParc('cancelled'), place('Lions', 'Tigres'), []],
    ['a cancelled match leaves its teams free', busyParc('cancelled'), place('Ours', 'Tigres'), []],
    ['a cancelled match may be played again there', busyParc('cancelled'), place('Loups', 'Ours'), []],
    ['another field at that instant is free', busyParc(), place('Lions', 'Tigres', EIGHT, 'Stade'), []],
    ['the same field an hour later is free', busyParc(), place('Lions', 'Tigres', NINE), []],
    [
      'a team busy there too: both reasons',
      busyParc(),
      place('Ours', 'Tigres'),
      [MATCH_MESSAGES.playsTwice('Ours'), taken],
    ],
    ['the same match again is said once', busyParc(), place('Loups', 'Ours'), [MATCH_MESSAGES.duplicate]],
    [
      'an unknown field is only unknown',
      busyParc(),
      place('Lions', 'Tigres', EIGHT, 'Arène'),
      ['Terrain inconnu\u202f: Arène'],
    ],
    ['an unknown team: no clash looked at', busyParc(), place('Lions', 'Pumas'), ['Équipe inconnue\u202f: Pumas']],
  ] as const)('%s', (_, season, where, reasons) => {
    expect(placeRefusals(season, where)).toEqual(reasons);
  });

  it('names the field and the other match, home team first, in French', () => {
    expect(taken).toBe('Le terrain Parc accueille déjà un match à cette heure\u202f: Ours contre Loups');
  });

  it('lets an edited match keep its field', () => {
    expect(placeRefusals(busyParc(), place('Lions', 'Tigres'), 'm1')).toEqual([]);
  });
});

describe('placeError', () => {
  const busy = book([slot('m1', EIGHT, 't3', 't4', 'f1')]);

  it('is null for a free place', () => {
    expect(placeError(busy, place('Lions', 'Tigres', NINE))).toBeNull();
  });

  it('is a conflict (409) when the field is the only fault', () => {
    const refusal = placeError(busy, place('Lions', 'Tigres'));
    expect(refusal).toBeInstanceOf(Conflict);
    expect(refusal?.message).toBe(MATCH_MESSAGES.fieldTaken('Parc', 'Ours', 'Loups'));
  });

  it('is invalid (400) with every reason, the field last, otherwise', () => {
    const refusal = placeError(busy, place('Lions', 'Ours'));
    expect(refusal).toBeInstanceOf(Invalid);
    expect(refusal?.message).toBe(
      `${MATCH_MESSAGES.playsTwice('Ours')}\u202f; ${MATCH_MESSAGES.fieldTaken('Parc', 'Ours', 'Loups')}`,
    );
    const selfPlay = placeError(busy, place('Lions', 'Lions'));
    expect([selfPlay, selfPlay?.message]).toEqual([expect.any(Invalid), MATCH_MESSAGES.selfPlay]);
  });
});

describe('a series match holds its field', () => {
  const series = book([], [{ id: 's1', date: '2027-05-03T19:00:00-04:00', field_id: 'f1', series_pool: 'Série Or' }]);

  it('refuses its field at its instant, naming the series (409)', () => {
    const refusal = placeError(series, place('Lions', 'Tigres'));
    expect(refusal).toBeInstanceOf(Conflict);
    expect(refusal?.message).toBe(MATCH_MESSAGES.fieldTakenBySeries('Parc', 'Série Or'));
    expect(refusal?.message).toBe('Le terrain Parc accueille déjà un match des séries à cette heure (Série Or)');
  });

  it('leaves another field, or the same field at another time, free', () => {
    expect(placeRefusals(series, place('Lions', 'Tigres', EIGHT, 'Stade'))).toEqual([]);
    expect(placeRefusals(series, place('Lions', 'Tigres', NINE))).toEqual([]);
  });

  it('is refused a field taken by a season match or another series match when it moves (409)', () => {
    const busy = book(
      [slot('m1', NINE, 't3', 't4', 'f2'), slot('m2', EIGHT, 't1', 't2', 'f2', 'cancelled')],
      [
        { id: 's1', date: EIGHT, field_id: 'f1', series_pool: 'Or' },
        { id: 's2', date: NINE, field_id: 'f1', series_pool: 'Argent' },
      ],
    );
    const seasonClash = seriesPlaceError(busy, { date: NINE, fieldId: 'f2' }, 's1');
    expect([seasonClash, seasonClash?.message]).toEqual([
      expect.any(Conflict),
      MATCH_MESSAGES.fieldTaken('Stade', 'Ours', 'Loups'),
    ]);
    expect(seriesPlaceError(busy, { date: NINE, fieldId: 'f1' }, 's1')?.message).toBe(
      MATCH_MESSAGES.fieldTakenBySeries('Parc', 'Argent'),
    );
    // its own place, a cancelled match's field, or an unknown field: nothing in the way
    expect(seriesPlaceError(busy, { date: EIGHT, fieldId: 'f1' }, 's1')).toBeNull();
    expect(seriesPlaceError(busy, { date: EIGHT, fieldId: 'f2' }, 's1')).toBeNull();
    expect(seriesPlaceError(busy, { date: EIGHT, fieldId: 'f9' }, 's1')).toBeNull();
  });
});

describe('a team playing twice the same day', () => {
  const ZONE = 'America/Toronto';
  // 19:00 and 21:00 on 3 May in Toronto; 02:00 UTC on 4 May is still 3 May there
  const played = book([
    slot('m1', '2027-05-03T19:00:00-04:00', 't1', 't3', 'f1'),
    slot('m2', '2027-05-03T21:00:00-04:00', 't4', 't3', 'f2'),
    slot('m3', '2027-05-03T18:00:00-04:00', 't2', 't4', 'f2', 'cancelled'),
  ]);

  it('names the other matches of its teams that day, earliest first, with their time', () => {
    expect(sameDayWarning(played, place('Ours', 'Tigres', '2027-05-04T02:00:00.000Z'), ZONE)).toBe(
      'Déjà au calendrier ce jour-là pour ces équipes\u202f: Lions contre Ours à 19 h 00\u202f; Loups contre Ours à 21 h 00',
    );
  });

  it('says nothing of another day, a cancelled match, or the match being edited', () => {
    expect(sameDayWarning(played, place('Ours', 'Tigres', '2027-05-04T19:00:00-04:00'), ZONE)).toBeNull();
    expect(sameDayWarning(played, place('Tigres', 'Lions', '2027-05-03T08:00:00-04:00', 'Stade'), ZONE)).toBe(
      MATCH_MESSAGES.sameDay(['Lions contre Ours à 19 h 00']),
    );
    expect(sameDayWarning(played, place('Lions', 'Ours', '2027-05-03T10:00:00-04:00'), ZONE, 'm1')).toBe(
      MATCH_MESSAGES.sameDay(['Loups contre Ours à 21 h 00']),
    );
    expect(sameDayWarning(book(), place('Lions', 'Tigres'), ZONE)).toBeNull();
  });
});

describe('placeOfIds', () => {
  it('names the teams and the field of a match known by ids', () => {
    expect(placeOfIds(book(), { date: EIGHT, fieldId: 'f2', homeTeamId: 't1', awayTeamId: 't4' })).toEqual({
      date: EIGHT,
      homeTeam: 'Lions',
      awayTeam: 'Loups',
      field: 'Stade',
    });
  });

  it('leaves what it does not know empty, which the checks then refuse', () => {
    const unknown = placeOfIds(book(), { date: EIGHT, fieldId: 'f9', homeTeamId: 't9', awayTeamId: 't1' });
    expect(unknown).toEqual({ date: EIGHT, homeTeam: '', awayTeam: 'Lions', field: '' });
  });
});

describe('placed', () => {
  it('answers the teams and the field of a checked place', () => {
    expect(placed(book(), place('Lions', 'Tigres'))).toEqual({
      homeTeam: team('t1', 'Lions'),
      awayTeam: team('t2', 'Tigres'),
      fieldId: 'f1',
    });
  });

  it('throws before the checks', () => {
    expect(() => placed(book(), place('Pumas', 'Tigres'))).toThrow('placed() before placeRefusals()');
    expect(() => placed(book(), place('Lions', 'Pumas'))).toThrow('placed() before placeRefusals()');
    expect(() => placed(book(), place('Lions', 'Tigres', EIGHT, 'Arène'))).toThrow('placed() before');
  });
});
