import type { ComponentType } from 'react';
import { ApprovalsTab } from './results/approvals-tab';
import { UsersTab } from './users/users-tab';
import { BackupsTab } from './backups/backups-tab';
import { SeasonsTab } from './seasons/seasons-tab';
import { LogsTab } from './logs/logs-tab';

export interface AdminTab {
  /** the address segment: /admin/<key> */
  key: string;
  /** what people read, in the tab list and the page title */
  label: string;
  Content: ComponentType;
}

/** The admin area's tabs, the first one opening by default. */
export const ADMIN_TABS: readonly [AdminTab, ...AdminTab[]] = [
  { key: 'users', label: 'Utilisateurs', Content: UsersTab },
  { key: 'approbations', label: 'À approuver', Content: ApprovalsTab },
  { key: 'sauvegardes', label: 'Sauvegardes', Content: BackupsTab },
  { key: 'saisons', label: 'Saisons', Content: SeasonsTab },
  { key: 'journal', label: 'Journal', Content: LogsTab },
];

/** The tab an address names, or the default tab when it names none or an unknown one. */
export function adminTabOf(key: string | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab.key === key) ?? ADMIN_TABS[0];
}

export const adminTitle = (tab: AdminTab) => `Administration · ${tab.label}`;
