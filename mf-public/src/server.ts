/**
 * The public pages the server renders, built for Node into dist/server beside the browser build
 * (scripts/webpack.app.cjs, createServerConfig): the same components the browser loads through remoteEntry.js,
 * one for each page of the PAGES table (@league/shared) that this remote draws and the server renders.
 */
import { PAGE_LIST } from '@league/shared';
import type { ComponentType } from 'react';
import { ScheduleFiltersDrawing } from './schedule/filters-drawing';

/** webpack's module context: every exposed module, by its file (`./contact-us.tsx`). */
declare const require: {
  context(folder: string, deep: boolean, files: RegExp): (file: string) => { default: ComponentType };
};
const exposed = require.context('./exposed', false, /\.tsx$/);

/** The exposed module's file, as the webpack configuration names it: ContactUs → contact-us.tsx. */
const fileOf = (module: string) => `./${module.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.tsx`;

export const pages: Record<string, ComponentType> = Object.fromEntries(
  PAGE_LIST.filter((page) => page.remote === 'public' && page.serverReads).map((page) => [
    page.module,
    exposed(fileOf(page.module)).default,
  ]),
);
/**
 * The dialogs the server draws in a page, closed, for their button to open before any script
 * (shared/src/bus/early-dialog.ts), by the exposed module of the page that draws them (DIALOGS_DRAWN_BY_THEIR_PAGE).
 */
export const dialogs: Record<string, ComponentType<Record<string, unknown>>> = {
  Schedule: ScheduleFiltersDrawing,
};
export { default as version } from './version';
