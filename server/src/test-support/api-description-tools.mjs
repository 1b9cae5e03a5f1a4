// What other programs make of the API description (a JSON file): `lint <file>` prints Redocly's problems under its
// `recommended` rules, as JSON; `types <file> <out.ts>` writes the `paths` types openapi-typescript generates.
// Run as its own Node process: both packages load ESM-only modules, which jest's CommonJS runtime cannot
// (api-lint.test.ts, api-client.test.ts).
import { createConfig, lint } from '@redocly/openapi-core';
import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';

const [command, file, out] = process.argv.slice(2);

if (command === 'lint') {
  const problems = await lint({ ref: file, config: await createConfig({ extends: ['recommended'] }) });
  const found = problems.map(({ ruleId, severity, message, location }) => ({
    ruleId,
    severity,
    message,
    where: location.map((place) => place.pointer).join(' '),
  }));
  process.stdout.write(JSON.stringify(found));
} else if (command === 'types') {
  writeFileSync(out, astToString(await openapiTS(JSON.parse(readFileSync(file, 'utf8')))));
} else {
  throw new Error(`usage: api-description-tools.mjs lint <file> | types <file> <out.ts>`);
}
