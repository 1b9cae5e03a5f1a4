/**
 * The public pages the server renders (issue #17), built for Node into dist/server beside the browser build
 * (scripts/webpack.app.cjs, createServerConfig): the same components the browser loads through remoteEntry.js.
 */
import Home from './exposed/home';
import Ranking from './exposed/ranking';
import Schedule from './exposed/schedule';
import Series from './exposed/series';
import Sponsors from './exposed/sponsors';
import Team from './exposed/team';
import Teams from './exposed/teams';

export const pages = { Home, Ranking, Schedule, Series, Sponsors, Team, Teams };
export { default as version } from './version';
