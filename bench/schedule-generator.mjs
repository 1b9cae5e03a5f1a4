// npm run bench:generator: how long the schedule generator (@league/shared, docs/product.md#generator) takes on the
// demo league's shape: 16 teams in 2 divisions × 2 pools, 4 fields, Tuesday and Thursday evenings at 18:30 and
// 20:15, a summer with two holidays. Prints the time of each shape (the target is under a second) and whether every
// guarantee is true; then the largest request the API takes, as a bound. Uses the built package (shared/dist).
// Prints figures; never fails on them.
//
//   npm run build -w @league/shared && npm run bench:generator
//   npm run bench:generator -- --runs=50
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const TARGET_MS = 1000;
const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const RUNS = Math.max(1, Number.parseInt(options.runs, 10) || 20);
const { loadScheduleGenerator, GENERATOR_LIMITS } = createRequire(import.meta.url)('@league/shared/schedule-generator');
const { generateSchedule } = await loadScheduleGenerator();

const FIELDS = ['Parc Jarry', 'Parc Maisonneuve', 'Complexe sportif Claude-Robillard', 'Centre Pierre-Charbonneau'];
const pool = (division, name, size = 4) => ({
  division,
  pool: name,
  teams: Array.from({ length: size }, (_, index) => `${division} ${name} ${index + 1}`),
});
const DEMO = {
  from: '2027-05-03',
  to: '2027-08-27',
  slots: [2, 4].flatMap((weekday) =>
    ['18:30', '20:15'].flatMap((time) => FIELDS.map((field) => ({ weekday, time, field }))),
  ),
  skipDays: ['2027-06-24', '2027-07-01'],
  pools: [pool('A', 'Est'), pool('A', 'Ouest'), pool('B', 'Est'), pool('B', 'Ouest')],
  seed: 1,
};

const SHAPES = [
  ['demo: double round robin in each pool', { ...DEMO, meetings: 2 }],
  ['demo: double round robin across each division', { ...DEMO, meetings: 2, crossPools: true }],
  [
    'demo with wishes: a team off on Tuesdays, a pool on its own field',
    {
      ...DEMO,
      meetings: 2,
      crossPools: true,
      wishes: {
        teamDays: [{ team: 'A Est 1', weekdays: [2] }],
        poolFields: [{ division: 'B', pool: 'Ouest', fields: [FIELDS[3]] }],
      },
    },
  ],
  [
    `bound: one pool of 20 teams, ${GENERATOR_LIMITS.meetings} meetings, a year of 2 slots a week (most left out)`,
    {
      ...DEMO,
      from: '2027-01-01',
      to: '2027-12-31',
      meetings: GENERATOR_LIMITS.meetings,
      slots: DEMO.slots.slice(0, 2),
      pools: [pool('A', 'Tous', 20)],
    },
  ],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

console.log(`Schedule generator, ${RUNS} runs per shape (target: under ${TARGET_MS} ms)\n`);
for (const [name, input] of SHAPES) {
  const times = [];
  let output;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    output = generateSchedule({ ...input, seed: run + 1 });
    times.push(performance.now() - started);
  }
  const failing = Object.entries(output.checks)
    .filter(([, check]) => !check.ok)
    .map(([key]) => key);
  console.log(name);
  console.log(
    `  first ${ms(times[0])}  median ${ms(median(times))}  max ${ms(Math.max(...times))}  ` +
      `${output.matches.length} placed, ${output.unplaced.length} left out  ` +
      `guarantees: ${failing.length === 0 ? 'all true' : `false: ${failing.join(', ')}`}  ` +
      `${Math.max(...times) < TARGET_MS ? 'under' : 'OVER'} the target`,
  );
}
