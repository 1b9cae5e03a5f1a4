/**
 * The account remote is on every visitor's page (log in, sign up), so its bundle carries no zod: from
 * '@league/shared/schemas' its production files take types only, and plain values (SIGN_UP_LIMITS, say) come from
 * '@league/shared', which is zod-free (docs/architecture.md).
 *
 * @jest-environment node
 */
import { productionSources } from '@league/test-support';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** An import of values (not `import type`) from the schemas' entry point. */
const VALUES_FROM_SCHEMAS = /^import\s+(?!type\s)[^;]*?from\s+'@league\/shared\/schemas'/m;

describe('the account remote and zod', () => {
  it.each([
    ["import { SIGN_UP_LIMITS } from '@league/shared/schemas';", true],
    ["import {\n  SIGN_UP_LIMITS,\n  type Team,\n} from '@league/shared/schemas';", true],
    ["import type { Team } from '@league/shared/schemas';", false],
    ["import { Dialog, SIGN_UP_LIMITS } from '@league/shared';", false],
  ])('tells a value import in %p: %p', (source, found) => {
    expect(VALUES_FROM_SCHEMAS.test(source)).toBe(found);
  });

  it('imports only types from @league/shared/schemas in its production files', () => {
    const files = productionSources(__dirname);
    expect(files.map((file) => relative(__dirname, file))).toContain('sign-up/register-dialog.tsx');
    const importing = files.filter((file) => VALUES_FROM_SCHEMAS.test(readFileSync(file, 'utf8')));
    expect(importing.map((file) => relative(__dirname, file))).toEqual([]);
  });
});
