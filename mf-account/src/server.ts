/**
 * The login dialog the server draws in every visitor's page, closed, for « Se connecter » to open before any script
 * (shared/src/bus/early-dialog.ts), built for Node into dist/server beside the browser build (scripts/webpack.app.cjs,
 * createServerConfig). The account remote renders no page of its own on the server.
 */
import type { ComponentType } from 'react';
import LoginDialog from './exposed/login-dialog';

export const pages: Record<string, ComponentType> = {};
/** The dialogs it draws before their script, by their module's name in REMOTES. */
export const dialogs: Record<string, ComponentType<Record<string, unknown>>> = {
  LoginDialog: LoginDialog as unknown as ComponentType<Record<string, unknown>>,
};
export { default as version } from './version';
