// Mutation testing of the server's league rules: `npm run test:mutation` (scripts/mutation.mjs) runs it.
// Only the pure rules are mutated, against the fast `*.unit.test.ts` (server/jest.unit.config.cjs: no app, no
// database), so a mutant costs milliseconds; the services that read and write stay covered by the DB-backed tests.
import { mutationConfig } from './stryker.base.mjs';

export default mutationConfig({
  name: 'server',
  jestConfig: 'server/jest.unit.config.cjs',
  mutate: [
    'server/src/results/pending-result.ts',
    'server/src/schedule/match-rules.ts',
    'server/src/schedule/import-rows.ts',
    'server/src/series/series-rules.ts',
    'server/src/db/series-seeds.ts',
    'server/src/timeslots/reservation-rules.ts',
    'server/src/timeslots/slot-rules.ts',
    'server/src/timeslots/timeslot-view.ts',
    'server/src/timeslots/rainout-rules.ts',
    'server/src/media/image-kind.ts',
    'server/src/backups/backup-files.ts',
    'server/src/settings/settings-change.ts',
  ],
  copied: ['!/server', '!/shared', '/shared/dist', '/server/dist', '/server/data'],
});
