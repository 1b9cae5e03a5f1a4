// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A find or waitFor gives up after 4 s, not 1: on a loaded two-core CI machine a dialog with four hundred time
// zones can take longer than a second to answer, and a test must fail on behaviour, not on the machine's load.
require('@testing-library/dom').configure({ asyncUtilTimeout: 4000 });

// The apps run on Preact's compat (jest.base.cjs maps react to it): the shims of React's behaviours it lacks, as the
// shell's entry installs them in the browser (docs/decisions/build-and-federation.md).
require('../shell/src/preact-compat-shims.ts');
