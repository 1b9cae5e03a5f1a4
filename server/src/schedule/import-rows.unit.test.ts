import { Invalid } from '../league/domain-errors';
import { checkRows, headerColumns, IMPORT_ROW_MESSAGES, instantOf } from './import-rows';
import { MATCH_MESSAGES, type SeasonBook } from './match-rules';

// The import's row checks, without a file or a database (mutation-tested: `npm run test:mutation server-schedule`).
const ZONE = 'America/Toronto';
const team = (id: string, name: string, pool = '1') => ({ id, name, division: 'A', pool });

function book(): SeasonBook {
  const teams = [team('t1', 'Lions'), team('t2', 'Tigres', '2'), team('t3', 'Ours')];
  return {
    teams: new Map(teams.map((t) => [t.name, t])),
    fields: new Map([['Parc', { id: 'f1', name: 'Parc' }]]),
    slots: [],
    seriesSlots: [],
  };
}
const HEADER = { line: 1, cells: ['date', 'time', 'home', 'away', 'field'] };
const row = (line: number, ...cells: string[]) => ({ line, cells });

describe('headerColumns', () => {
  it('finds the columns in French or English, any order, case and accents aside', () => {
    expect(
      headerColumns({ line: 1, cells: [' Terrain ', 'Visiteurs', 'RECEVEUR', 'Heure', 'Date', 'Poule', 'Ronde'] }),
    ).toEqual({ field: 0, away: 1, home: 2, time: 3, date: 4, pool: 5, round: 6 });
    expect(headerColumns({ line: 1, cells: ['date', 'time', 'domicile', 'visiteur', 'field', 'division'] })).toEqual({
      date: 0,
      time: 1,
      home: 2,
      away: 3,
      field: 4,
      division: 5,
    });
    expect(headerColumns({ line: 1, cells: ['Dàté', 'time', 'home', 'away', 'field', 'pool', 'round'] })).toMatchObject(
      { date: 0, pool: 5, round: 6 },
    );
  });

  it('refuses a header without every required column', () => {
    for (const missing of [0, 1, 2, 3, 4]) {
      const cells = HEADER.cells.filter((_, index) => index !== missing);
      expect(() => headerColumns({ line: 1, cells })).toThrow(new Invalid(IMPORT_ROW_MESSAGES.noHeader));
    }
    expect(() => headerColumns(undefined)).toThrow(IMPORT_ROW_MESSAGES.noHeader);
    expect(IMPORT_ROW_MESSAGES.noHeader).toBe(
      'Aucun en-tête reconnu\u202f: la première ligne doit nommer les colonnes date, time, home, away, field, division, pool, round',
    );
  });
});

describe('instantOf', () => {
  it('reads a local date and time as the UTC instant, in summer and winter', () => {
    expect(instantOf('2027-05-03', '19:00', ZONE)).toBe('2027-05-03T23:00:00.000Z');
    expect(instantOf('2027-01-03', '9h05', ZONE)).toBe('2027-01-03T14:05:00.000Z');
    expect(instantOf('2027-12-31', '23:59', ZONE)).toBe('2028-01-01T04:59:00.000Z');
    expect(instantOf('2027-02-28', '00:00', 'UTC')).toBe('2027-02-28T00:00:00.000Z');
  });

  it('refuses what is not a real date or time', () => {
    for (const [date, time] of [
      ['2027-02-29', '19:00'],
      ['2027-04-31', '19:00'],
      ['2027-13-01', '19:00'],
      ['2027-00-10', '19:00'],
      ['2027-05-03', '24:00'],
      ['2027-05-03', '19:60'],
      ['2027-05-03', '19.00'],
      ['2027-05-03', '123:00'],
      ['2027-05-03', '19:0'],
      ['2027-05-03', 'x19:00'],
      ['2027-05-03', '19:00x'],
      ['03/05/2027', '19:00'],
      ['x2027-05-03', '19:00'],
      ['2027-05-03x', '19:00'],
      ['', ''],
    ]) {
      expect(instantOf(date as string, time as string, ZONE)).toBeNull();
    }
  });
});

describe('checkRows', () => {
  it('answers every good row as shown and as stored', () => {
    const header = { line: 1, cells: ['date', 'time', 'home', 'away', 'field', 'division', 'pool', 'round'] };
    const check = checkRows(
      book(),
      [
        header,
        row(2, '2027-05-03', '19:00', ' Lions ', 'Tigres', 'Parc', '', '', ''),
        row(3, '2027-05-04', '19:00', 'Tigres', 'Ours', 'Parc', 'B', '9', '12'),
      ],
      ZONE,
    );
    expect(check.errors).toEqual([]);
    expect(check.matches).toEqual([
      {
        shown: {
          line: 2,
          date: '2027-05-03T19:00:00-04:00',
          field: 'Parc',
          homeTeam: 'Lions',
          awayTeam: 'Tigres',
          division: 'A',
          pool: '1',
          round: null,
        },
        stored: { homeTeamId: 't1', awayTeamId: 't2', fieldId: 'f1', instant: '2027-05-03T23:00:00.000Z' },
      },
      {
        shown: {
          line: 3,
          date: '2027-05-04T19:00:00-04:00',
          field: 'Parc',
          homeTeam: 'Tigres',
          awayTeam: 'Ours',
          division: 'B',
          pool: '9',
          round: 12,
        },
        stored: { homeTeamId: 't2', awayTeamId: 't3', fieldId: 'f1', instant: '2027-05-04T23:00:00.000Z' },
      },
    ]);
  });

  it('reads a missing optional column and a short row as empty', () => {
    const check = checkRows(book(), [HEADER, row(2, '2027-05-03', '19:00', 'Lions', 'Tigres', 'Parc')], ZONE);
    expect(check.matches[0]?.shown).toMatchObject({ division: 'A', pool: '1', round: null });
    const short = checkRows(book(), [HEADER, row(2, '2027-05-03', '19:00', 'Lions', 'Tigres')], ZONE);
    expect(short.errors).toEqual([{ line: 2, reason: MATCH_MESSAGES.unknownField('') }]);
  });

  it('lists every bad row with all its reasons', () => {
    const header = { line: 1, cells: ['date', 'time', 'home', 'away', 'field', 'round'] };
    const check = checkRows(
      book(),
      [
        header,
        row(2, '2027-02-30', '19:00', 'Lions', 'Lions', 'Parc', '1'),
        row(3, '2027-05-03', '19:00', 'Lions', 'Tigres', 'Parc', '0'),
        row(4, '2027-05-03', '19:00', 'Lions', 'Tigres', 'Parc', '1000'),
        row(5, '2027-05-03', '19:00', 'Lions', 'Tigres', 'Parc', 'deux'),
        row(6, '2027-05-03', '19:00', 'Lions', 'Tigres', 'Parc', '999'),
        row(7, '2027-05-03', '19:00', 'Tigres', 'Lions', 'Parc', '1'),
        row(8, '2027-05-03', '19:00', 'Ours', 'Lions', 'Parc', '1'),
        row(9, '2027-05-03', '19:00', 'Ours', 'Pumas', 'Parc', '1'),
        row(10, '2027-05-03', '7:00', 'Ours', 'Tigres', 'Parc', '1'),
        row(11, '2027-05-03', '8:00', 'Ours', 'Lions', 'Parc', '1x'),
      ],
      ZONE,
    );
    expect(check.errors).toEqual([
      { line: 2, reason: `${MATCH_MESSAGES.badDate}\u202f; ${MATCH_MESSAGES.selfPlay}` },
      { line: 3, reason: IMPORT_ROW_MESSAGES.badRound },
      { line: 4, reason: IMPORT_ROW_MESSAGES.badRound },
      { line: 5, reason: IMPORT_ROW_MESSAGES.badRound },
      { line: 7, reason: MATCH_MESSAGES.duplicate },
      {
        line: 8,
        reason: `${MATCH_MESSAGES.playsTwice('Lions')}\u202f; ${MATCH_MESSAGES.fieldTaken('Parc', 'Lions', 'Tigres')}`,
      },
      { line: 9, reason: MATCH_MESSAGES.unknownTeam('Pumas') },
      { line: 11, reason: IMPORT_ROW_MESSAGES.badRound },
    ]);
    expect(check.matches.map((match) => [match.shown.line, match.shown.round])).toEqual([
      [6, 999],
      [10, 1],
    ]);
  });

  it('refuses a row whose only fault is its date, and stores no slot for it', () => {
    const b = book();
    const check = checkRows(b, [HEADER, row(2, 'demain', '19:00', 'Lions', 'Tigres', 'Parc')], ZONE);
    expect(check).toEqual({ errors: [{ line: 2, reason: MATCH_MESSAGES.badDate }], warnings: [], matches: [] });
    expect(b.slots).toEqual([]);
  });

  it('books each good row so that a later row clashing with it is reported', () => {
    const b = book();
    checkRows(b, [HEADER, row(2, '2027-05-03', '19:00', 'Lions', 'Tigres', 'Parc')], ZONE);
    expect(b.slots).toEqual([
      {
        id: 'line-2',
        date: '2027-05-03T23:00:00.000Z',
        field_id: 'f1',
        home_team_id: 't1',
        away_team_id: 't2',
        status: 'scheduled',
        pending_result: null,
      },
    ]);
  });

  it("reports each row whose field already holds a match then, the book's or an earlier row's, naming it", () => {
    const teams = ['Lions', 'Tigres', 'Ours', 'Loups', 'Aigles', 'Pumas', 'Lynx', 'Orignaux'].map((name, index) =>
      team(`t${index + 1}`, name),
    );
    const at = (id: string, field: string, home: string, away: string) => ({
      id,
      date: '2027-05-03T23:00:00.000Z',
      field_id: field,
      home_team_id: home,
      away_team_id: away,
      status: 'scheduled' as const,
      pending_result: null,
    });
    const season: SeasonBook = {
      teams: new Map(teams.map((t) => [t.name, t])),
      fields: new Map([
        ['Parc', { id: 'f1', name: 'Parc' }],
        ['Stade', { id: 'f2', name: 'Stade' }],
        ['Aréna', { id: 'f3', name: 'Aréna' }],
      ]),
      slots: [at('m1', 'f1', 't1', 't2'), at('m2', 'f2', 't3', 't4')],
      seriesSlots: [],
    };
    const check = checkRows(
      season,
      [
        HEADER,
        row(2, '2027-05-03', '19:00', 'Aigles', 'Pumas', 'Parc'),
        row(3, '2027-05-03', '19:00', 'Aigles', 'Pumas', 'Stade'),
        row(4, '2027-05-03', '19:00', 'Aigles', 'Pumas', 'Aréna'),
        row(5, '2027-05-03', '19:00', 'Lynx', 'Orignaux', 'Aréna'),
        row(6, '2027-05-03', '20:00', 'Lynx', 'Orignaux', 'Parc'),
      ],
      ZONE,
    );
    expect(check.errors).toEqual([
      { line: 2, reason: MATCH_MESSAGES.fieldTaken('Parc', 'Lions', 'Tigres') },
      { line: 3, reason: MATCH_MESSAGES.fieldTaken('Stade', 'Ours', 'Loups') },
      { line: 5, reason: MATCH_MESSAGES.fieldTaken('Aréna', 'Aigles', 'Pumas') },
    ]);
    expect(check.matches.map((match) => match.shown.line)).toEqual([4, 6]);
  });

  it("warns of a team playing twice that day, the book's match or an earlier row's, and imports the row", () => {
    const b = book();
    b.slots.push({
      id: 'm1',
      date: '2027-05-03T23:00:00.000Z',
      field_id: 'f1',
      home_team_id: 't1',
      away_team_id: 't2',
      status: 'scheduled',
      pending_result: null,
    });
    const check = checkRows(
      b,
      [
        HEADER,
        row(2, '2027-05-03', '21:00', 'Lions', 'Ours', 'Parc'),
        row(3, '2027-05-03', '17:00', 'Ours', 'Tigres', 'Parc'),
        row(4, '2027-05-04', '19:00', 'Lions', 'Ours', 'Parc'),
      ],
      ZONE,
    );
    expect(check.errors).toEqual([]);
    expect(check.matches.map((match) => match.shown.line)).toEqual([2, 3, 4]);
    expect(check.warnings).toEqual([
      { line: 2, reason: MATCH_MESSAGES.sameDay(['Lions contre Tigres à 19 h 00']) },
      { line: 3, reason: MATCH_MESSAGES.sameDay(['Lions contre Tigres à 19 h 00', 'Lions contre Ours à 21 h 00']) },
    ]);
  });

  it('refuses a file without data rows or without a header', () => {
    expect(() => checkRows(book(), [HEADER], ZONE)).toThrow(new Invalid(IMPORT_ROW_MESSAGES.noMatch));
    expect(() => checkRows(book(), [], ZONE)).toThrow(IMPORT_ROW_MESSAGES.noHeader);
    expect(IMPORT_ROW_MESSAGES.noMatch).toBe('Le fichier ne contient aucun match');
    expect(IMPORT_ROW_MESSAGES.badRound).toBe('Ronde invalide\u202f: un nombre entier de 1 à 999');
  });
});
