/**
 * The page the server renders with an administrator's session, « À approuver » (/admin/approbations), built for Node
 * into dist/server beside the browser build (scripts/webpack.app.cjs, createServerConfig): the admin area the
 * browser loads through remoteEntry.js, under its module's name in the PAGES table (@league/shared), with the
 * approvals tab drawn at once: the server renders in one pass, where the browser loads each tab's chunk on first use.
 */
import { PAGES } from '@league/shared';
import type { ComponentType } from 'react';
import Admin from './exposed/admin';
import TeamEditor from './exposed/team-editor';
import { ApprovalsTab } from './results/approvals-tab';
import { provideTabContent } from './tabs';

// the tab of PAGES.adminTab.sessionScope, the one address of the admin area the server renders
provideTabContent('approbations', ApprovalsTab);

export const pages: Record<string, ComponentType> = { [PAGES.adminTab.module]: Admin };
/**
 * The dialogs the server draws in a page rendered for a session, closed, for their button to open before any script
 * (a captain's team editor on his team page: shared/src/bus/early-dialog.ts), by their module's name in REMOTES.
 */
export const dialogs: Record<string, ComponentType<Record<string, unknown>>> = {
  TeamEditor: TeamEditor as ComponentType<Record<string, unknown>>,
};
export { default as version } from './version';
