/**
 * The public pages the server renders, built for Node into dist/server beside the browser build
 * (scripts/webpack.app.cjs, createServerConfig): the same components the browser loads through remoteEntry.js.
 */
import ContactUs from './exposed/contact-us';
import Fields from './exposed/fields';
import FreeAgents from './exposed/free-agents';
import Home from './exposed/home';
import Ranking from './exposed/ranking';
import Resource from './exposed/resource';
import Schedule from './exposed/schedule';
import Series from './exposed/series';
import SeriesMatch from './exposed/series-match';
import Sponsors from './exposed/sponsors';
import Team from './exposed/team';
import Teams from './exposed/teams';

export const pages = {
  ContactUs,
  Fields,
  FreeAgents,
  Home,
  Ranking,
  Resource,
  Schedule,
  Series,
  SeriesMatch,
  Sponsors,
  Team,
  Teams,
};
export { default as version } from './version';
