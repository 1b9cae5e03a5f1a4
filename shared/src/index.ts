export * from './constants';
export * from './remotes';
export * from './messages';
export * from './session';
export * from './tokens';
export type { AppConfig, UiConfig, ProjectConfig } from './config';
export * from './bus';
export * from './ui';
