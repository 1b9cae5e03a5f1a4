// Marks a build folder as CommonJS so Node loads it with require() whatever the package's type.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: mark-cjs.mjs <dir>');
writeFileSync(join(dir, 'package.json'), '{ "type": "commonjs" }\n');
