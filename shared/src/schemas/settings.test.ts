import { DEFAULT_UI_CONFIG } from '../config-store';
import { SETTING_DEFAULTS } from '../settings';
import { uiConfigSchema } from './config';
import { parseSettings, SETTING_SCHEMAS } from './settings';

describe('the settings registry', () => {
  it('gives every key a schema that accepts its default', () => {
    expect(Object.keys(SETTING_SCHEMAS).sort()).toEqual(Object.keys(SETTING_DEFAULTS).sort());
    for (const [key, schema] of Object.entries(SETTING_SCHEMAS)) {
      expect([key, schema.safeParse(SETTING_DEFAULTS[key as keyof typeof SETTING_DEFAULTS]).success]).toEqual([
        key,
        true,
      ]);
    }
  });

  it('reads stored values, and the default for a key not stored', () => {
    const settings = parseSettings([
      { key: 'leagueName', value: '"Ligue du Plateau"' },
      { key: 'showJoinYear', value: 'true' },
      { key: 'dataVersion', value: '12' },
    ]);
    expect(settings).toEqual({ ...SETTING_DEFAULTS, leagueName: 'Ligue du Plateau', showJoinYear: true });
  });

  it('reports a stored value its schema refuses, and uses the default instead', () => {
    const refused: string[] = [];
    const settings = parseSettings(
      [
        { key: 'maxReservationRequests', value: '0' },
        { key: 'timeZone', value: '"Mars/Olympus"' },
        { key: 'socialLinks', value: 'not json' },
        { key: 'externalFieldLink', value: '{"name":"Piège","url":"javascript:alert(1)"}' },
      ],
      (key) => refused.push(key),
    );
    expect(refused).toEqual(['maxReservationRequests', 'timeZone', 'socialLinks', 'externalFieldLink']);
    expect(settings).toEqual(SETTING_DEFAULTS);
  });

  it("builds the browser's defaults from the same values, valid for GET /config", () => {
    expect(uiConfigSchema.parse(DEFAULT_UI_CONFIG)).toEqual(DEFAULT_UI_CONFIG);
    expect(DEFAULT_UI_CONFIG.showJoinYear).toBe(SETTING_DEFAULTS.showJoinYear);
    expect(Object.keys(DEFAULT_UI_CONFIG).sort()).toEqual(Object.keys(uiConfigSchema.shape).sort());
  });

  it('checks a stored time zone without making a formatter each time (the server reads the settings per request)', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let i = 0; i < 50; i++) parseSettings([{ key: 'timeZone', value: '"America/Edmonton"' }]);
      expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      made.mockRestore();
    }
  });
});

describe('the standings settings', () => {
  const messages = (key: 'tieBreakers' | 'playoffPlaces' | 'tieDecisions', value: unknown) => {
    const parsed = SETTING_SCHEMAS[key].safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it('accepts an order of distinct known criteria, in any order', () => {
    expect(messages('tieBreakers', ['points', 'wins', 'headToHead'])).toEqual([]);
    expect(messages('tieBreakers', ['winPercentage', 'adminDecision', 'points'])).toEqual([]);
    expect(SETTING_DEFAULTS.tieBreakers).toEqual([
      'points',
      'wins',
      'headToHead',
      'runDifferential',
      'runsAllowed',
      'runsFor',
    ]);
  });

  it.each([
    [[], 'Au moins un critère de classement'],
    [['points', 'wins', 'points'], 'Un critère de classement figure deux fois'],
    [['points', 'alphabet'], 'Critère de classement inconnu'],
  ])('refuses the order %j in French', (value, message) => {
    expect(messages('tieBreakers', value)).toEqual([message]);
  });

  it.each([
    [0, []],
    [4, []],
    [64, []],
    [-1, ['Le nombre de places en séries ne peut être négatif']],
    [2.5, ['Le nombre de places en séries doit être un nombre entier']],
    [65, ['Au plus 64 places en séries par groupe']],
    ['4', ['Le nombre de places en séries doit être un nombre entier']],
  ])('checks %j playoff places', (value, expected) => {
    expect(messages('playoffPlaces', value)).toEqual(expected);
  });

  it.each([
    [{}, []],
    [{ 'A|Est': ['t1', 't2'] }, []],
    [{ 'A|': ['t1'] }, []],
    [{ A: ['t1'] }, ['Groupe inconnu (attendu\u202f: division|poule)']],
    [{ 'A|Est|2': ['t1'] }, ['Groupe inconnu (attendu\u202f: division|poule)']],
    [{ 'A|Est': [] }, ['Une décision range au moins une équipe']],
    [{ 'A|Est': ['t1', 't1'] }, ['Une équipe figure deux fois dans la décision']],
    [{ 'A|Est': ['../t1'] }, ['Identifiant invalide']],
  ])('checks the decisions %j', (value, expected) => {
    expect(messages('tieDecisions', value)).toEqual(expected);
  });
});
