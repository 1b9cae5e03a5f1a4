import { ofTeam } from '@league/shared';
import { aRainedOutMatch, aSchedule, aSlot } from '../test/timeslots-fixture';
import { agendaOf, matchesToReschedule, matchName, matchWords, slotName } from './slot-facts';

/** The agenda as ids: week start → day → time → slot ids. */
const shape = (slots: Parameters<typeof agendaOf>[0]) =>
  agendaOf(slots).map((week) => [
    `${week.start}…${week.end}`,
    week.days.map(({ day, times }) => [day, times.map(({ time, slots: at }) => [time, at.map((slot) => slot._id)])]),
  ]);

describe('slot facts: the agenda', () => {
  it('groups slots in weeks that start on a Saturday and end on a Friday', () => {
    const friday = aSlot({ _id: 'fri', date: '2026-06-05T18:30:00-04:00' });
    const saturday = aSlot({ _id: 'sat', date: '2026-06-06T18:30:00-04:00' });
    const nextFriday = aSlot({ _id: 'fri2', date: '2026-06-12T18:30:00-04:00' });
    const nextSaturday = aSlot({ _id: 'sat2', date: '2026-06-13T18:30:00-04:00' });
    expect(agendaOf([nextSaturday, friday, nextFriday, saturday]).map((week) => week.start)).toEqual([
      '2026-05-30',
      '2026-06-06',
      '2026-06-13',
    ]);
    expect(shape([saturday, nextFriday])).toEqual([
      [
        '2026-06-06…2026-06-12',
        [
          ['2026-06-06', [['18 h 30', ['sat']]]],
          ['2026-06-12', [['18 h 30', ['fri2']]]],
        ],
      ],
    ]);
  });

  it('puts a slot on its day in the league’s time zone, days and times in order', () => {
    const late = aSlot({ _id: 'late', date: '2026-06-07T01:30:00Z' }); // 21 h 30 on the 6th in Toronto
    const early = aSlot({ _id: 'early', date: '2026-06-06T10:00:00-04:00' });
    const next = aSlot({ _id: 'next', date: '2026-06-07T10:00:00-04:00' });
    expect(shape([next, late, early])).toEqual([
      [
        '2026-06-06…2026-06-12',
        [
          [
            '2026-06-06',
            [
              ['10 h 00', ['early']],
              ['21 h 30', ['late']],
            ],
          ],
          ['2026-06-07', [['10 h 00', ['next']]]],
        ],
      ],
    ]);
  });

  it('lists only the times that have slots, slots at the same time together', () => {
    const jarry = aSlot({ _id: 'jarry' });
    const lafontaine = aSlot({ _id: 'lafontaine', field: 'Parc La Fontaine', date: '2026-06-06T22:30:00Z' });
    const morning = aSlot({ _id: 'morning', date: '2026-06-06T09:00:00-04:00' });
    const [week] = agendaOf([jarry, morning, lafontaine]);
    expect(week?.days[0]?.times.map(({ time, slots }) => [time, slots.map((slot) => slot._id)])).toEqual([
      ['9 h 00', ['morning']],
      ['18 h 30', ['jarry', 'lafontaine']],
    ]);
  });

  it('has no week for no slot', () => {
    expect(agendaOf([])).toEqual([]);
  });
});

describe('slot facts: words', () => {
  it('writes a match as /schedule does: the visitors, then the home team', () => {
    expect(matchName(aRainedOutMatch())).toBe('Les Aigles contre Les Lions');
    expect(matchWords(aRainedOutMatch())).toBe('Les Aigles contre Les Lions, sam. 30 mai 18 h 30');
  });

  it.each([
    ['Les Orignaux d’Hochelaga', 'des Orignaux d’Hochelaga'],
    ['Le Rocher', 'du Rocher'],
    ['Anjou', 'd’Anjou'],
    ['Verdun', 'de Verdun'],
  ])('says whose answer is awaited as French contracts « de » before %s', (team, words) => {
    expect(ofTeam(team)).toBe(words);
  });

  it('names a slot by its day, time and field', () => {
    expect(slotName(aSlot())).toBe('samedi 6 juin 2026 18 h 30, Parc Jarry');
  });
});

describe('slot facts: the captain’s matches', () => {
  it('offers a captain their own cancelled matches that no slot holds yet', () => {
    const schedule = [
      aRainedOutMatch({ _id: 'mine' }),
      aRainedOutMatch({ _id: 'away', homeTeam: 'Les Castors', awayTeam: 'Les Lions' }),
      aRainedOutMatch({ _id: 'played', status: 'played' }),
      aRainedOutMatch({ _id: 'others', homeTeam: 'Les Castors', awayTeam: 'Les Aigles' }),
      aRainedOutMatch({ _id: 'booked' }),
    ];
    const slots = aSchedule({ booked: [aSlot({}, { status: 'booked', match: aRainedOutMatch({ _id: 'booked' }) })] });
    expect(matchesToReschedule(schedule, ['Les Lions'], slots).map((match) => match._id)).toEqual(['mine', 'away']);
  });
});
