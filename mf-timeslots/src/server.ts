/**
 * The page the server renders with a captain's or an administrator's session, built for Node into dist/server beside
 * the browser build (scripts/webpack.app.cjs, createServerConfig): the same component the browser loads through
 * remoteEntry.js, under its module's name in the PAGES table (@league/shared).
 */
import { PAGES } from '@league/shared';
import type { ComponentType } from 'react';
import Timeslots from './exposed/timeslots';

export const pages: Record<string, ComponentType> = { [PAGES.timeslots.module]: Timeslots };
export { default as version } from './version';
