import { createStore, readOnly } from './bus/store';
import type { UiConfig } from './config';
import { pickUiSettings, SETTING_DEFAULTS } from './settings';

/** What the pages assume until GET /config has answered, or when it fails (a warning only). */
export const DEFAULT_UI_CONFIG: UiConfig = pickUiSettings(SETTING_DEFAULTS);

/** The application configuration the shell read at start, for every remote to read. */
const uiConfig = createStore<UiConfig>(DEFAULT_UI_CONFIG);
export const uiConfigStore = readOnly(uiConfig);
export function setUiConfig(config: UiConfig): void {
  uiConfig.set(config);
}
