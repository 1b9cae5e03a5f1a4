import type { z } from 'zod';
import type { appConfigSchema, projectConfigSchema, uiConfigSchema } from './schemas/config';

/** The application configuration: what the user interface reads (`uic`), built from the settings registry. */
export type UiConfig = z.infer<typeof uiConfigSchema>;

/** Project configuration (`pjc`): release facts and where each remote lives. */
export type ProjectConfig = z.infer<typeof projectConfigSchema>;

/** Body of `GET /config`. */
export type AppConfig = z.infer<typeof appConfigSchema>;
