import * as root from './index';
import * as rankings from './rankings';
import * as results from './results';
import * as schedule from './schedule';
import * as scheduleGenerator from './schedule-generator';
import * as sponsors from './sponsors';
import * as timeslots from './timeslots';
import * as validation from './validation';

// The root entry is the federation singleton every visitor downloads whole; these areas are entries of their own
// that each app bundles as far as it uses them (docs/decisions/build-and-federation.md).
describe('the entries of @league/shared', () => {
  it.each([
    ['rankings', rankings],
    ['results', results],
    ['schedule', schedule],
    ['schedule-generator', scheduleGenerator],
    ['sponsors', sponsors],
    ['timeslots', timeslots],
    ['validation', validation],
  ])('the root carries no code of @league/shared/%s', (_area, entry) => {
    const values = Object.keys(entry);
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((name) => name in root)).toEqual([]);
  });

  it('each area is an entry of the package', () => {
    const { exports } = jest.requireActual<{ exports: Record<string, unknown> }>('../package.json');
    for (const area of ['rankings', 'results', 'schedule', 'schedule-generator', 'sponsors', 'timeslots', 'validation'])
      expect(exports[`./${area}`]).toEqual({
        types: `./dist/esm/${area}/index.d.ts`,
        import: `./dist/esm/${area}/index.js`,
        require: `./dist/cjs/${area}/index.js`,
      });
  });
});
