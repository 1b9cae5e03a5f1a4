// `react` in jest: Preact's compat (scripts/preact-aliases.cjs), with React 19's `act` from preact/test-utils, which
// tests and @testing-library/react take from `react` (docs/decisions/build-and-federation.md).
import * as compat from 'preact/compat';
import { act } from 'preact/test-utils';

export * from 'preact/compat';
export { act };
export default { ...compat.default, act };
