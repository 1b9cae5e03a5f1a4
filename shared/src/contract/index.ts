/**
 * Every call of the API, one entry each, by area (docs/architecture.md#one-contract). The browser imports the
 * entries it calls (`import { proposeResult } from '@league/shared/contract'`) and bundles only those; the server
 * and the tests walk `endpoints` (./all.ts).
 */
export * from './accounts';
export * from './backups';
export * from './calendar';
export * from './contact';
export * from './exports';
export * from './fields';
export * from './inbox';
export * from './live';
export * from './logs';
export * from './media';
export * from './notices';
export * from './players';
export * from './rankings';
export * from './resources';
export * from './schedule';
export * from './seasons';
export * from './series';
export * from './settings';
export * from './setup';
export * from './site';
export * from './sponsors';
export * from './teams';
export * from './timeslots';
export * from './users';
export * from './endpoint';
