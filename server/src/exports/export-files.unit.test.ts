import type { RankingGroup } from '@league/shared';
import { aMatch } from '@league/test-support';
import { csvOf } from './csv-file';
import { MATCH_STATES, rankingTable, scheduleTable, type Table } from './export-tables';
import { asciiName, attachmentHeader, fileName } from './file-names';

const TORONTO = 'America/Toronto';

const csvText = (table: Table) => csvOf(table).toString('utf8');

describe('the schedule as a table', () => {
  it('gives a match its day, weekday and time on the league’s clock, its teams, field, group and round', () => {
    const match = aMatch({
      date: '2026-07-14T18:30:00-04:00',
      homeTeam: 'Les Lions d’Anjou',
      awayTeam: 'Les Ours de Pierrefonds',
      field: 'Parc Jarry',
      division: 'A',
      pool: 'Est',
      round: 3,
    });
    const table = scheduleTable([match], TORONTO);
    expect(table.columns.map((column) => column.title)).toEqual([
      'Date',
      'Jour',
      'Heure',
      'Receveur',
      'Visiteur',
      'Terrain',
      'Division',
      'Poule',
      'Ronde',
      'Pointage receveur',
      'Pointage visiteur',
      'État',
    ]);
    expect(table.rows).toEqual([
      [
        { day: '2026-07-14' },
        'mardi',
        { time: '18:30' },
        'Les Lions d’Anjou',
        'Les Ours de Pierrefonds',
        'Parc Jarry',
        'A',
        'Est',
        3,
        null,
        null,
        'À jouer',
      ],
    ]);
  });

  it('writes a late match on its local day, in winter time too, whatever the instant’s offset', () => {
    const [summer] = scheduleTable([aMatch({ date: '2026-07-15T03:30:00Z' })], TORONTO).rows;
    expect(summer?.slice(0, 3)).toEqual([{ day: '2026-07-14' }, 'mardi', { time: '23:30' }]);
    const [winter] = scheduleTable([aMatch({ date: '2026-11-03T04:15:00Z' })], TORONTO).rows;
    expect(winter?.slice(0, 3)).toEqual([{ day: '2026-11-02' }, 'lundi', { time: '23:15' }]);
    const [paris] = scheduleTable([aMatch({ date: '2026-07-14T22:30:00Z' })], 'Europe/Paris').rows;
    expect(paris?.slice(0, 3)).toEqual([{ day: '2026-07-15' }, 'mercredi', { time: '00:30' }]);
  });

  it('gives the approved score and the state; a score awaiting approval is not one yet; no pool leaves it empty', () => {
    const rows = scheduleTable(
      [
        aMatch({ pool: 'Est', round: 3, status: 'played', result: { home: 7, away: 5 } }),
        aMatch({ pool: 'N/A', round: null, status: 'cancelled' }),
        aMatch({ pool: '', round: 3, pendingApproval: { home: 2, away: 1 } }),
      ],
      TORONTO,
    ).rows.map((row) => row.slice(7));
    expect(rows).toEqual([
      ['Est', 3, 7, 5, MATCH_STATES.played],
      ['', null, null, null, MATCH_STATES.cancelled],
      ['', 3, null, null, MATCH_STATES.scheduled],
    ]);
    expect(Object.values(MATCH_STATES)).toEqual(['À jouer', 'Joué', 'Annulé']);
  });
});

describe('the standings as a table', () => {
  const record = { games: 4, win: 3, lost: 1, nul: 0, points: 6, pf: 20, pa: 12, diff: 8, awaitingApproval: 0 };
  const groups: RankingGroup[] = [
    {
      category: 'A|Est',
      provisional: true,
      rows: [
        { ...record, team: 'Les Lions', teamId: 't1', rank: 1 },
        { ...record, team: 'Les Ours', teamId: 't2', rank: 1, points: 6.5, diff: -3 },
      ],
    },
    { category: 'B|', provisional: false, rows: [{ ...record, team: 'Les Loups', teamId: 't3', rank: 2 }] },
  ];

  it('lists each group’s rows in order, under the page’s columns, with the rank the standings give', () => {
    const table = rankingTable(groups);
    expect(table.columns.map((column) => column.title)).toEqual([
      'Division',
      'Poule',
      'Rang',
      'Équipe',
      'PJ',
      'V',
      'D',
      'N',
      'PTS',
      'PP',
      'PC',
      'DIFF',
    ]);
    expect(table.rows).toEqual([
      ['A', 'Est', 1, 'Les Lions', 4, 3, 1, 0, 6, 20, 12, 8],
      ['A', 'Est', 1, 'Les Ours', 4, 3, 1, 0, 6.5, 20, 12, -3],
      ['B', '', 2, 'Les Loups', 4, 3, 1, 0, 6, 20, 12, 8],
    ]);
  });
});

describe('a table as a CSV for French Excel', () => {
  const table = (rows: Table['rows']): Table => ({
    sheet: 'Essai',
    columns: [
      { title: 'Équipe', width: 10 },
      { title: 'PTS', width: 4 },
    ],
    rows,
  });

  it('starts with a byte-order mark, separates cells by ; and ends each line with CRLF', () => {
    const bytes = csvOf(table([['Les Lions', 6]]));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toBe('\uFEFFÉquipe;PTS\r\nLes Lions;6\r\n');
  });

  it('writes days and times as spreadsheets read them, decimals with a comma, nothing as an empty cell', () => {
    expect(csvText(table([[{ day: '2026-07-14' }, { time: '18:30' }, 6.5, -3, null]]))).toContain(
      '\r\n2026-07-14;18:30;6,5;-3;\r\n',
    );
  });

  it('quotes a cell holding ; " or a line break, and doubles its quotes', () => {
    expect(csvText(table([['Parc; terrain 2', 'Le "Grand" parc', 'deux\nlignes', ' espace']]))).toContain(
      '\r\n"Parc; terrain 2";"Le ""Grand"" parc";"deux\nlignes";" espace"\r\n',
    );
  });

  it('keeps as text a name a spreadsheet would run as a formula, but not a negative number', () => {
    expect(csvText(table([['=HYPERLINK("x")', '+1', '-Les Ours', '@SUM', -3]]))).toContain(
      `\r\n"'=HYPERLINK(""x"")";'+1;'-Les Ours;'@SUM;-3\r\n`,
    );
  });
});

describe('the names of the files', () => {
  it('joins French words, the season and what narrows the file, with dashes for spaces and unsafe characters', () => {
    expect(fileName(['calendrier', '2026', '', ''], 'xlsx')).toBe('calendrier-2026.xlsx');
    expect(fileName(['calendrier', '2026', 'Les Lions d’Anjou', 'du-2026-07-01-au-2026-07-31'], 'csv')).toBe(
      'calendrier-2026-Les-Lions-d’Anjou-du-2026-07-01-au-2026-07-31.csv',
    );
    expect(fileName(['classement', ' Été / 2025 ', 'A:B*?"<>|\u0007c'], 'csv')).toBe('classement-Été-2025-A-B-c.csv');
  });

  it('has an ASCII form without accents for the old browsers', () => {
    expect(asciiName('classement-Été-2025.csv')).toBe('classement-Ete-2025.csv');
    expect(asciiName('calendrier-2026-Les-Lions-d’Anjou.csv')).toBe('calendrier-2026-Les-Lions-d-Anjou.csv');
    expect(asciiName('calendrier-Œuf’.xlsx')).toBe('calendrier-uf.xlsx');
  });

  it('is sent as an attachment, in UTF-8 (RFC 5987) and in ASCII', () => {
    expect(attachmentHeader('calendrier-2026.xlsx')).toBe(
      `attachment; filename="calendrier-2026.xlsx"; filename*=UTF-8''calendrier-2026.xlsx`,
    );
    expect(attachmentHeader("classement-Été-(2025)-l'an*!.csv")).toBe(
      `attachment; filename="classement-Ete-2025-l-an.csv"; filename*=UTF-8''classement-%C3%89t%C3%A9-%282025%29-l%27an%2A%21.csv`,
    );
  });
});
