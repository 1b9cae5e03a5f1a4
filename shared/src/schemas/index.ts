export { appConfigSchema, uiConfigSchema, projectConfigSchema, healthSchema } from './config';
export { errorResponseSchema, type ErrorResponse } from './errors';
export * from './common';
export * from './entities';
export * from './reads';
export * from './accounts';
export * from './logs';
export { SETTING_SCHEMAS, parseSettings, type StoredSetting } from './settings';
export * from './results';
