import {
  AdminIcon,
  BellIcon,
  earlyDialogOpener,
  LoginIcon,
  LogoutIcon,
  openModal,
  paths,
  SettingsIcon,
  SignUpIcon,
} from '@league/shared';
import type { ReactNode } from 'react';
import { Link } from '@league/shared/router';
import type { AccountAction } from './menu-rules';

const ICONS: Partial<Record<string, ReactNode>> = {
  login: <LoginIcon size={18} />,
  register: <SignUpIcon size={18} />,
  notificationCentre: <BellIcon size={18} />,
  preferences: <SettingsIcon size={18} />,
  [paths.admin]: <AdminIcon size={18} />,
  [paths.logout]: <LogoutIcon size={18} />,
};

/**
 * The account actions as list items: dialogs open through the bus (which closes the menu they sit
 * in), pages are links. Inside the user menu they are menu items. « Se connecter » opens the login the server drew in a
 * visitor's page before any script, as the navbar's (user-area.tsx).
 */
export function AccountActionItems({
  actions,
  onLink,
  menu = false,
}: {
  actions: AccountAction[];
  onLink(): void;
  menu?: boolean;
}) {
  const role = menu ? 'menuitem' : undefined;
  return (
    <>
      {actions.map((action) => (
        <li key={action.label} role={menu ? 'none' : undefined}>
          {action.kind === 'dialog' ? (
            <button
              type="button"
              role={role}
              onClick={() => openModal(action.dialog)}
              {...(action.dialog === 'login' ? earlyDialogOpener('login') : {})}
            >
              {ICONS[action.dialog]}
              {action.label}
            </button>
          ) : (
            <Link role={role} to={action.to} onClick={onLink}>
              {ICONS[action.to]}
              {action.label}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}
