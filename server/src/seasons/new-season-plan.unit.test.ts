import {
  changes,
  NEW_TEAM_COLORS,
  newTeamColors,
  planNewSeason,
  type CurrentTeam,
  type WantedTeam,
} from './new-season-plan';
import { contrastRatio, MIN_TEXT_CONTRAST } from '@league/shared';

const LIONS: CurrentTeam = { id: 't1', name: 'Les Lions', division: 'A', pool: 'Est' };
const TIGERS: CurrentTeam = { id: 't2', name: 'Les Tigres', division: 'A', pool: 'Ouest' };
const BEARS: CurrentTeam = { id: 't3', name: 'Les Ours', division: 'B', pool: '' };
const CURRENT = [LIONS, TIGERS, BEARS];

/** What a plan says, by names: kept (before → after), created, removed, unknown places. */
function outline(wanted: WantedTeam[], current: CurrentTeam[] = CURRENT) {
  const plan = planNewSeason(current, wanted);
  return {
    kept: plan.kept.map(({ before, after }) => `${before.id}: ${after.name} ${after.division}/${after.pool}`),
    created: plan.created.map((team) => team.name),
    removed: plan.removed.map((team) => team.id),
    unknown: plan.unknown,
  };
}

describe('planning a new season', () => {
  it.each<[string, WantedTeam[], ReturnType<typeof outline>]>([
    [
      'keeps listed ids and re-pools them; the unlisted team goes',
      [
        { ...LIONS, pool: '1' },
        { ...TIGERS, pool: '2' },
      ],
      { kept: ['t1: Les Lions A/1', 't2: Les Tigres A/2'], created: [], removed: ['t3'], unknown: [] },
    ],
    [
      'renames a team listed by its id',
      [{ ...LIONS, name: 'Les Lionnes' }, TIGERS, BEARS],
      {
        kept: ['t1: Les Lionnes A/Est', 't2: Les Tigres A/Ouest', 't3: Les Ours B/'],
        created: [],
        removed: [],
        unknown: [],
      },
    ],
    [
      'keeps a current team named without its id, whatever the case',
      [{ name: 'les LIONS', division: 'A', pool: '' }],
      { kept: ['t1: les LIONS A/'], created: [], removed: ['t2', 't3'], unknown: [] },
    ],
    [
      'creates a name no current team has',
      [LIONS, { name: 'Les Aigles', division: 'B', pool: '' }],
      { kept: ['t1: Les Lions A/Est'], created: ['Les Aigles'], removed: ['t2', 't3'], unknown: [] },
    ],
    [
      'creates a team under the old name of a team renamed by its id',
      [
        { ...LIONS, name: 'Les Lionnes' },
        { name: 'Les Lions', division: 'A', pool: '' },
      ],
      { kept: ['t1: Les Lionnes A/Est'], created: ['Les Lions'], removed: ['t2', 't3'], unknown: [] },
    ],
    [
      'names the places of ids that are no current team',
      [LIONS, { id: 'archived-1', name: 'Les Anciens', division: 'A', pool: '' }],
      { kept: ['t1: Les Lions A/Est'], created: [], removed: ['t2', 't3'], unknown: [1] },
    ],
    [
      'starts a new league: every team is new',
      [{ name: 'Les Lions', division: 'A', pool: '' }],
      { kept: [], created: ['Les Lions'], removed: [], unknown: [] },
    ],
  ])('%s', (_, wanted, expected) => {
    const current = expected.kept.length === 0 && expected.removed.length === 0 ? [] : CURRENT;
    expect(outline(wanted, current)).toEqual(expected);
  });

  it('tells a kept team that changes from one that stays as it was', () => {
    const [same, moved] = planNewSeason(CURRENT, [LIONS, { ...TIGERS, pool: 'Est' }]).kept;
    expect([changes(same as never), changes(moved as never)]).toEqual([false, true]);
  });
});

describe('the colours of new teams', () => {
  it('gives each new team another colour, skipping those the league already wears', () => {
    expect(newTeamColors(3, [])).toEqual(NEW_TEAM_COLORS.slice(0, 3));
    expect(newTeamColors(2, ['#B71C1C', '#1b5e20'])).toEqual(['#0d47a1', '#ad1457']);
    expect(new Set(newTeamColors(NEW_TEAM_COLORS.length, [])).size).toBe(NEW_TEAM_COLORS.length);
  });

  it('goes round again once every colour is worn', () => {
    expect(newTeamColors(2, [...NEW_TEAM_COLORS])).toEqual(NEW_TEAM_COLORS.slice(0, 2));
    expect(newTeamColors(14, [])[12]).toBe(NEW_TEAM_COLORS[0]);
  });

  it('keeps a white name readable on every one', () => {
    for (const color of NEW_TEAM_COLORS)
      expect(contrastRatio(color, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
