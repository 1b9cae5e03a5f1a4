/** Every entry of the contract, by name (the name is the operation's operationId): for the server and the tests. */
import * as accountsCalls from './accounts';
import * as backupsCalls from './backups';
import * as calendarCalls from './calendar';
import * as contactCalls from './contact';
import * as exportsCalls from './exports';
import * as fieldsCalls from './fields';
import * as inboxCalls from './inbox';
import * as liveCalls from './live';
import * as logsCalls from './logs';
import * as mediaCalls from './media';
import * as noticesCalls from './notices';
import * as playersCalls from './players';
import * as rankingsCalls from './rankings';
import * as resourcesCalls from './resources';
import * as scheduleCalls from './schedule';
import * as seasonsCalls from './seasons';
import * as seriesCalls from './series';
import * as settingsCalls from './settings';
import * as setupCalls from './setup';
import * as siteCalls from './site';
import * as sponsorsCalls from './sponsors';
import * as teamsCalls from './teams';
import * as timeslotsCalls from './timeslots';
import * as usersCalls from './users';

/** Every entry, by name: the name is the operation's operationId. */
export const endpoints = {
  ...accountsCalls,
  ...backupsCalls,
  ...calendarCalls,
  ...contactCalls,
  ...exportsCalls,
  ...fieldsCalls,
  ...inboxCalls,
  ...liveCalls,
  ...logsCalls,
  ...mediaCalls,
  ...noticesCalls,
  ...playersCalls,
  ...rankingsCalls,
  ...resourcesCalls,
  ...scheduleCalls,
  ...seasonsCalls,
  ...seriesCalls,
  ...settingsCalls,
  ...setupCalls,
  ...siteCalls,
  ...sponsorsCalls,
  ...teamsCalls,
  ...timeslotsCalls,
  ...usersCalls,
};
export type EndpointName = keyof typeof endpoints;
