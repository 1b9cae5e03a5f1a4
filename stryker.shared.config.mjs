// Mutation testing of @league/shared's rules: `npm run test:mutation` (scripts/mutation.mjs) runs it.
// Only the sandbox's shared/ and the jest settings are copied; node_modules are linked.
import { mutationConfig } from './stryker.base.mjs';

export default mutationConfig({
  name: 'shared',
  jestConfig: 'shared/jest.config.cjs',
  mutate: [
    'shared/src/rankings/**/*.ts',
    'shared/src/schedule/**/*.ts',
    'shared/src/schedule-generator/**/*.ts',
    'shared/src/favourites/**/*.ts',
    'shared/src/validation/**/*.ts',
    'shared/src/timeslots/**/*.ts',
    'shared/src/results/**/*.ts',
    'shared/src/permissions.ts',
    'shared/src/safe-redirect.ts',
    '!**/index.ts',
  ],
  copied: ['!/shared', '/shared/dist'],
});
