import { createStore, readOnly } from './bus/store';
import type { UiConfig } from './config';
import { DEFAULT_MAX_RESERVATION_REQUESTS } from './constants';
import { DEFAULT_TIME_ZONE } from './dates';

/** What the pages assume until GET /config has answered, or when it fails (a warning only, spec §8). */
export const DEFAULT_UI_CONFIG: UiConfig = {
  externalFieldLink: null,
  maxReservationRequests: DEFAULT_MAX_RESERVATION_REQUESTS,
  socialLinks: [],
  showJoinTeam: true,
  showSignUp: true,
  showJoinYear: false,
  timeZone: DEFAULT_TIME_ZONE,
};

/** The application configuration the shell read at start (spec §3), for every remote to read. */
const uiConfig = createStore<UiConfig>(DEFAULT_UI_CONFIG);
export const uiConfigStore = readOnly(uiConfig);
export function setUiConfig(config: UiConfig): void {
  uiConfig.set(config);
}
