import { hasAdminStatus, hasDevStatus, type Role, type Store } from '@league/shared';
import { inboxCountStore, withCount } from './results/inbox-count';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Who sees a tab: administrators (admin and dev) or developers only. */
export type TabAccess = 'admin' | 'dev';

export interface AdminTab {
  /** the address segment: /admin/<key> */
  key: string;
  /** what people read, in the tab list and the page title */
  label: string;
  access: TabAccess;
  /** loaded when the tab first opens (its own chunk), shown inside the tab's own error boundary */
  Content: LazyExoticComponent<ComponentType>;
  /** how many things wait in the tab (the inbox's decisions), shown after its label once known */
  count?: Store<number | null>;
}

/** A tab whose component is a named export of its folder's module, loaded on first use. */
function tab<Module>(
  key: string,
  label: string,
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
  access: TabAccess = 'admin',
): AdminTab {
  return { key, label, access, Content: lazy(() => load().then((module) => ({ default: pick(module) }))) };
}

/**
 * The admin area's tabs, in the order shown; the first one opens by default. One line per tab: each lives in
 * its own folder (one chunk each); add new tabs at the end of the list.
 */
export const ADMIN_TABS: readonly [AdminTab, ...AdminTab[]] = [
  tab(
    'users',
    'Utilisateurs',
    () => import('./users/users-tab'),
    (m) => m.UsersTab,
  ),
  {
    ...tab(
      'approbations',
      'À approuver',
      () => import('./results/approvals-tab'),
      (m) => m.ApprovalsTab,
    ),
    count: inboxCountStore,
  },
  tab(
    'equipes',
    'Équipes',
    () => import('./teams/teams-tab'),
    (m) => m.TeamsTab,
  ),
  tab(
    'commanditaires',
    'Commanditaires',
    () => import('./sponsors/sponsors-tab'),
    (m) => m.SponsorsTab,
  ),
  tab(
    'terrains',
    'Terrains',
    () => import('./fields/fields-tab'),
    (m) => m.FieldsTab,
  ),
  tab(
    'joueurs',
    'Joueurs',
    () => import('./players/players-tab'),
    (m) => m.PlayersTab,
  ),
  tab(
    'joueurs-autonomes',
    'Joueurs autonomes',
    () => import('./free-agents/free-agents-tab'),
    (m) => m.FreeAgentsTab,
  ),
  tab(
    'documents',
    'Documents',
    () => import('./documents/documents-tab'),
    (m) => m.DocumentsTab,
  ),
  tab(
    'parametres',
    'Paramètres',
    () => import('./settings/settings-tab'),
    (m) => m.SettingsTab,
  ),
  tab(
    'sauvegardes',
    'Sauvegardes',
    () => import('./backups/backups-tab'),
    (m) => m.BackupsTab,
  ),
  tab(
    'saisons',
    'Saisons',
    () => import('./seasons/seasons-tab'),
    (m) => m.SeasonsTab,
  ),
  tab(
    'journal',
    'Journal',
    () => import('./logs/logs-tab'),
    (m) => m.LogsTab,
  ),
  tab(
    'calendrier',
    'Calendrier',
    () => import('./schedule-generator/generator-tab'),
    (m) => m.GeneratorTab,
  ),
];

/** Tab components already loaded, by key: the server build's (src/server.ts), whose one render cannot wait for a chunk. */
const loadedContents = new Map<string, ComponentType>();

/** Gives a tab's component itself, to be drawn at once rather than loaded (the server's rendering of the tab). */
export function provideTabContent(key: string, Content: ComponentType): void {
  loadedContents.set(key, Content);
}

/** What draws a tab: its component when provided, else the one loaded on first use. */
export const tabContent = (tab: AdminTab): ComponentType => loadedContents.get(tab.key) ?? tab.Content;

export function canSee(tab: AdminTab, role: Role): boolean {
  return tab.access === 'dev' ? hasDevStatus(role) : hasAdminStatus(role);
}

/** The tabs a role sees (administrators see at least the default tab). */
export function visibleTabs(role: Role): AdminTab[] {
  return ADMIN_TABS.filter((one) => canSee(one, role));
}

/** The tab an address names, or the default tab when it names none, an unknown one or one the role may not see. */
export function adminTabOf(key: string | undefined, role: Role = 'admin'): AdminTab {
  return visibleTabs(role).find((one) => one.key === key) ?? ADMIN_TABS[0];
}

export const adminTitle = (tab: AdminTab) => `Administration · ${tab.label}`;

/** A tab's label with its count: « À approuver (5) ». */
export const tabLabel = (tab: AdminTab, count: number | null | undefined) => withCount(tab.label, count ?? null);
