/** Business constants, named once for every package. */
export const STORE_VERSION = '2022-05-15';
export const CURRENT_SEASON = 'current';
export const DEFAULT_POOL_LABEL = 'N/A';
export const DEFAULT_MAX_RESERVATION_REQUESTS = 1;
export const COLOR_BRIGHTNESS_THRESHOLD = 145;
export const DEFAULT_SPONSOR_COLOR = 'brown';
export const CUSTOM_DATE_RANGE_INDEX = 1;
export const IMAGE_EXTENSIONS = ['jpg', 'png', 'svg'] as const;
/** A page or remote that does not answer within this delay raises a load error. */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;
export const LOCAL_NOTIFICATION_PREFIX = 'local-';
