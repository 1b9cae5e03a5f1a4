export { appConfigSchema, uiConfigSchema, projectConfigSchema, healthSchema } from './config';
export { errorResponseSchema, type ErrorResponse } from './errors';
