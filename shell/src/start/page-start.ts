// The first script of a page the server rendered (server/src/web/shell-page.ts puts it in place of the
// shell's main.js, named by `data-main`, with the chunks main.js loads in `data-chunks`). The page is readable without
// any script, so the shell's scripts are asked for once the page is painted, its top image included: on a phone's
// poor connection the content's bytes come first and its processor paints before it starts the shell. A button
// tapped before the page answers is tapped again once it does.
import { holdEarlyTaps } from './early-taps';
import { afterFirstPaint } from './first-paint';
import { shellScriptsOf, startShell } from './shell-scripts';

const scripts = shellScriptsOf(document.currentScript);
holdEarlyTaps(document);
if (scripts) void afterFirstPaint(document).then(() => startShell(document, scripts.main, scripts.chunks));
