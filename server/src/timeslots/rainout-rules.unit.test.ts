import { zonedInstant } from '@league/shared';
import { MATCH_MESSAGES, type SeasonBook } from '../schedule/match-rules';
import {
  placeRefusalsFor,
  rankPlaces,
  slotChoices,
  usualWeekdayOf,
  weeklyOffers,
  weeklyTimesOf,
  type BookMatch,
  type RankContext,
} from './rainout-rules';

// Which places suit a rained-out match and in which order, without a database. June 2027: the 1st is a Tuesday.
const ZONE = 'America/Toronto';
const at = (day: string, time: string) => zonedInstant(`2027-06-${day}`, time, ZONE).toISOString();

const team = (id: string, name: string) => ({ id, name, division: 'A', pool: '1' });
const TEAMS = [team('t1', 'Lions'), team('t2', 'Tigres'), team('t3', 'Ours'), team('t4', 'Loups')];
const FIELDS = [
  { id: 'f1', name: 'Parc' },
  { id: 'f2', name: 'Stade' },
  { id: 'f3', name: 'Arène' },
];

let count = 0;
function game(
  date: string,
  home: string,
  away: string,
  field = 'f2',
  status: BookMatch['status'] = 'scheduled',
): BookMatch {
  count += 1;
  return {
    id: `m${count}`,
    date,
    field_id: field,
    home_team_id: home,
    away_team_id: away,
    status,
    pending_result: null,
  };
}

function bookOf(slots: BookMatch[], seriesSlots: SeasonBook['seriesSlots'] = []): SeasonBook {
  return {
    teams: new Map(TEAMS.map((t) => [t.name, t])),
    fields: new Map(FIELDS.map((field) => [field.name, field])),
    slots,
    seriesSlots,
  };
}

/** Lions (home) against Tigres, rained out on Tuesday the 1st at 18:30 on Parc. */
const RAINOUT = game(at('01', '18:30'), 't1', 't2', 'f1', 'cancelled');

describe('placeRefusalsFor: both teams free that day, the field free then', () => {
  const book = bookOf(
    [
      RAINOUT,
      game(at('10', '18:30'), 't1', 't3'),
      game(at('15', '20:15'), 't2', 't4', 'f1'),
      game(at('13', '10:00'), 't3', 't4', 'f1'),
      game(at('09', '19:00'), 't2', 't3', 'f1', 'cancelled'),
    ],
    [{ id: 's1', date: at('20', '10:00'), field_id: 'f2', series_pool: 'Série A' }],
  );
  const refusals = (day: string, time: string, fieldId: string) =>
    placeRefusalsFor(book, RAINOUT, { date: at(day, time), fieldId }, ZONE);

  it.each([
    ['a Sunday morning nobody plays', '06', '10:00', 'f1', []],
    ['the field free while another holds a match', '13', '10:00', 'f2', []],
    ['a day whose only match of a team is cancelled', '09', '16:00', 'f1', []],
    ['its own place again, once cancelled', '01', '18:30', 'f1', []],
    [
      'the same day as a home team’s match, earlier that afternoon',
      '10',
      '16:00',
      'f1',
      [MATCH_MESSAGES.sameDay(['Lions contre Ours à 18 h 30'])],
    ],
    [
      'the same day as an away team’s match, later that evening',
      '15',
      '16:00',
      'f3',
      [MATCH_MESSAGES.sameDay(['Tigres contre Loups à 20 h 15'])],
    ],
    ['the very time a team plays', '10', '18:30', 'f1', [MATCH_MESSAGES.playsTwice('Lions')]],
    [
      'the very time a team plays, on that match’s field',
      '10',
      '18:30',
      'f2',
      [MATCH_MESSAGES.playsTwice('Lions'), MATCH_MESSAGES.fieldTaken('Stade', 'Lions', 'Ours')],
    ],
    ['a field holding another match then', '13', '10:00', 'f1', [MATCH_MESSAGES.fieldTaken('Parc', 'Ours', 'Loups')]],
    [
      'a field holding a series match then',
      '20',
      '10:00',
      'f2',
      [MATCH_MESSAGES.fieldTakenBySeries('Stade', 'Série A')],
    ],
  ] as const)('%s', (_case, day, time, fieldId, reasons) => {
    expect(refusals(day, time, fieldId)).toEqual(reasons);
  });
});

describe('usualWeekdayOf: the weekday a team plays most often', () => {
  it.each([
    ['the most frequent', [at('01', '18:30'), at('08', '18:30'), at('03', '18:30')], 2],
    ['a Thursday team', [at('03', '18:30'), at('10', '18:30'), at('08', '18:30')], 4],
    ['between equal counts, the first from Sunday', [at('03', '18:30'), at('08', '18:30')], 2],
    ['between equal counts, Sunday first', [at('06', '10:00'), at('08', '18:30')], 0],
    ['a late evening belongs to its own day', [at('01', '23:30'), at('08', '23:30'), at('03', '20:00')], 2],
  ])('%s', (_case, dates, weekday) => {
    const book = bookOf(dates.map((date, index) => game(date, index % 2 ? 't3' : 't1', index % 2 ? 't1' : 't4')));
    expect(usualWeekdayOf(book, 't1', ZONE)).toBe(weekday);
  });

  it('is null for a team without matches', () => {
    expect(usualWeekdayOf(bookOf([game(at('01', '18:30'), 't3', 't4')]), 't1', ZONE)).toBeNull();
  });
});

describe('rankPlaces: the soonest week, then the same field, then the home team’s usual evening', () => {
  // today Saturday the 5th; the match was on Parc (f1); Lions play on Tuesdays
  const CONTEXT: RankContext = { today: '2027-06-05', fieldId: 'f1', usualWeekday: 2, timeZone: ZONE };
  const PLACES = {
    sundayStade: { date: at('06', '10:00'), fieldId: 'f2' },
    tuesdayParc: { date: at('08', '16:00'), fieldId: 'f1' },
    fridayParc: { date: at('11', '18:00'), fieldId: 'f1' },
    fridayStade: { date: at('11', '18:00'), fieldId: 'f2' },
    tuesdayArene: { date: at('08', '19:00'), fieldId: 'f3' },
    nextSaturdayStade: { date: at('12', '09:00'), fieldId: 'f2' },
    nextSundayParc: { date: at('13', '10:00'), fieldId: 'f1' },
    nextTuesdayParc: { date: at('15', '18:30'), fieldId: 'f1' },
  };
  type Name = keyof typeof PLACES;
  const order = (...names: Name[]) =>
    rankPlaces(
      names.map((name) => ({ ...PLACES[name], name })),
      CONTEXT,
    ).map((place) => place.name);

  it.each([
    ['a sooner week before the same field', 'sundayStade', 'nextSundayParc'],
    ['a sooner week before the usual evening', 'fridayParc', 'nextTuesdayParc'],
    ['day 7 is the next week', 'fridayStade', 'nextSaturdayStade'],
    ['within a week, the same field before a sooner day', 'fridayParc', 'sundayStade'],
    ['within a week, the same field before the usual evening', 'fridayParc', 'tuesdayArene'],
    ['same field, the usual evening before a sooner day', 'tuesdayParc', 'fridayParc'],
    ['other field, the usual evening before a sooner day', 'tuesdayArene', 'sundayStade'],
    ['all else equal, the earlier first', 'sundayStade', 'fridayStade'],
    ['at one instant, the same field first', 'fridayParc', 'fridayStade'],
  ] as const)('%s', (_case, first, second) => {
    expect(order(second, first)).toEqual([first, second]);
    expect(order(first, second)).toEqual([first, second]);
  });

  it('orders a whole list, saying why each ranks', () => {
    const ranked = rankPlaces(
      (Object.keys(PLACES) as Name[]).map((name) => ({ ...PLACES[name], name })),
      CONTEXT,
    );
    expect(ranked.map(({ name, sameField, usualEvening }) => [name, sameField, usualEvening])).toEqual([
      ['tuesdayParc', true, true],
      ['fridayParc', true, false],
      ['tuesdayArene', false, true],
      ['sundayStade', false, false],
      ['fridayStade', false, false],
      ['nextTuesdayParc', true, true],
      ['nextSundayParc', true, false],
      ['nextSaturdayStade', false, false],
    ]);
  });

  it('gives no usual evening to a home team without matches', () => {
    const [ranked] = rankPlaces([PLACES.tuesdayParc], { ...CONTEXT, usualWeekday: null });
    expect(ranked).toMatchObject({ sameField: true, usualEvening: false });
  });
});

/**
 * Four teams on two weekly evenings: Tuesday 18:30 and 20:15 on Parc, Thursday 18:30 on Stade. Lions and Tigres,
 * rained out on the 1st, are both free only on Tuesday the 15th.
 */
function season(change: { tuesday15?: BookMatch['status']; thursday10?: BookMatch['status']; last?: boolean } = {}) {
  return bookOf([
    RAINOUT,
    game(at('01', '20:15'), 't3', 't4', 'f1'),
    game(at('03', '18:30'), 't1', 't3'),
    game(at('08', '18:30'), 't2', 't3', 'f1'),
    game(at('08', '20:15'), 't1', 't4', 'f1'),
    game(at('10', '18:30'), 't2', 't4', 'f2', change.thursday10 ?? 'scheduled'),
    game(at('15', '18:30'), 't3', 't4', 'f1', change.tuesday15 ?? 'scheduled'),
    ...(change.last === false ? [] : [game(at('17', '18:30'), 't3', 't1')]),
  ]);
}

describe('weeklyTimesOf: the season’s weekly pattern', () => {
  it('is each distinct weekday, time and field of its matches, cancelled ones included, in the order first met', () => {
    expect(weeklyTimesOf(season(), ZONE)).toEqual([
      { weekday: 2, time: '18:30', fieldId: 'f1' },
      { weekday: 2, time: '20:15', fieldId: 'f1' },
      { weekday: 4, time: '18:30', fieldId: 'f2' },
    ]);
  });
});

describe('weeklyOffers: the weekly times where both teams and the field are free', () => {
  const offers = (book: SeasonBook, now: string, published: { date: string; fieldId: string }[] = []) =>
    weeklyOffers({ book, match: RAINOUT, now: new Date(now), timeZone: ZONE, published }).map((offer) => [
      offer.date,
      offer.fieldId,
    ]);

  it('offers only the time where neither team plays that day and the field is free', () => {
    expect(offers(season(), '2027-06-02T12:00:00Z')).toEqual([[at('15', '20:15'), 'f1']]);
  });

  it('offers a time again once the match holding its field is cancelled, best first', () => {
    expect(offers(season({ tuesday15: 'cancelled' }), '2027-06-02T12:00:00Z')).toEqual([
      [at('15', '18:30'), 'f1'],
      [at('15', '20:15'), 'f1'],
    ]);
  });

  it('offers a day whose only match of a team is cancelled, its own hour too: a cancelled match holds nothing', () => {
    // Thursday the 10th: Tigres' match at 18:30 is cancelled; the league also plays Thursdays at 20:15 on Stade
    const book = bookOf([...season({ thursday10: 'cancelled' }).slots, game(at('03', '20:15'), 't2', 't4')]);
    expect(offers(book, '2027-06-02T12:00:00Z')).toEqual([
      [at('15', '20:15'), 'f1'],
      [at('10', '18:30'), 'f2'],
      [at('10', '20:15'), 'f2'],
    ]);
  });

  it('never offers a time already published as a slot', () => {
    expect(offers(season(), '2027-06-02T12:00:00Z', [{ date: at('15', '20:15'), fieldId: 'f1' }])).toEqual([]);
  });

  it('never offers the evening the match was cancelled, though its teams are free then', () => {
    expect(offers(season(), '2027-06-01T12:00:00Z')).toEqual([[at('15', '20:15'), 'f1']]);
  });

  it('offers a time later today or starting now, not one already begun', () => {
    expect(offers(season(), at('15', '19:00'))).toEqual([[at('15', '20:15'), 'f1']]);
    expect(offers(season(), at('15', '20:15'))).toEqual([[at('15', '20:15'), 'f1']]);
    expect(offers(season(), at('15', '20:16'))).toEqual([]);
  });

  it('stops at the season’s last match day, wherever its match is listed', () => {
    // without Thursday the 17th's match, the season ends on the 15th: Thursday the 17th is not offered
    expect(offers(season({ last: false }), '2027-06-02T12:00:00Z')).toEqual([[at('15', '20:15'), 'f1']]);
    expect(offers(bookOf([RAINOUT]), '2027-06-02T12:00:00Z')).toEqual([]);
    expect(offers(bookOf([]), '2027-06-02T12:00:00Z')).toEqual([]);
    // a match on the 24th, listed first, makes the 17th and the 22nd evenings of the season (the 24th's field is taken)
    const longer = bookOf([game(at('24', '18:30'), 't3', 't4'), ...season({ last: false }).slots]);
    expect(offers(longer, '2027-06-02T12:00:00Z')).toEqual([
      [at('15', '20:15'), 'f1'],
      [at('22', '18:30'), 'f1'],
      [at('22', '20:15'), 'f1'],
      [at('17', '18:30'), 'f2'],
    ]);
  });
});

describe('slotChoices: the published slots to come, those that suit first', () => {
  const book = season();
  const slot = (id: string, day: string, time: string, fieldId: string) => ({ id, date: at(day, time), fieldId });
  // now: Saturday the 5th at noon
  const NOW = at('05', '12:00');
  const SLOTS = [
    slot('past', '01', '10:00', 'f1'),
    slot('sundayStade', '06', '10:00', 'f2'),
    slot('tigresPlay', '10', '16:00', 'f3'),
    slot('lionsPlay', '08', '16:00', 'f3'),
    slot('tuesdayParc', '15', '20:15', 'f1'),
    { id: 'startingNow', date: NOW, fieldId: 'f3' },
    slot('sundayParc', '06', '13:00', 'f1'),
  ];

  it('ranks the suitable ones, lists the others in time order with why, and leaves out the past', () => {
    const choices = slotChoices(book, RAINOUT, SLOTS, { now: new Date(NOW), timeZone: ZONE });
    expect(choices.suitable.map((choice) => choice.id)).toEqual([
      'sundayParc',
      'startingNow',
      'sundayStade',
      'tuesdayParc',
    ]);
    expect(choices.unsuitable).toEqual([
      {
        slot: SLOTS[3],
        reasons: [MATCH_MESSAGES.sameDay(['Tigres contre Ours à 18 h 30', 'Lions contre Loups à 20 h 15'])],
      },
      { slot: SLOTS[2], reasons: [MATCH_MESSAGES.sameDay(['Tigres contre Loups à 18 h 30'])] },
    ]);
  });
});
