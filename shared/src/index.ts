export * from './constants';
export * from './remotes';
export * from './messages';
export * from './french-text';
export { englishWordsIn } from './french-words';
export { failureText, fieldProblems } from './french-reasons';
export * from './session';
export type { AppConfig, UiConfig, ProjectConfig } from './config';
export { DEFAULT_UI_CONFIG, uiConfigStore, setUiConfig } from './config-store';
export * from './settings';
export * from './bus';
export * from './ui';
export type * from './rankings';
export * from './dates';
export * from './html-allow-list';
export * from './colors';
export * from './permissions';
export * from './paths';
export * from './pages';
export type * from './validation';
export * from './api';
export * from './data';
export * from './write';
export * from './favourites';
export * from './safe-redirect';
export { formatFrenchDate, calendarDayOf, type FrenchDateStyle } from './french-dates';
export { compareFrench } from './french-order';
export { archiveMessages, FIELD_TYPE_LABELS, FIELD_TYPES } from './schemas/words';
export { earlierSameNames, NEW_SEASON_LIMITS, newSeasonMessages, teamNameKey } from './schemas/new-season-words';
export { nextTask } from './next-task';
export { warmUpIntl } from './intl-warm-up';
export type * from './sponsors';
export type * from './schedule';
export type * from './timeslots';
export type * from './schedule-generator';
export type * from './results';
export {
  NOTICE_KINDS,
  NOTICE_KIND_LABELS,
  NOTICE_DEFAULTS,
  WHOLE_LEAGUE,
  type NoticeKind,
} from './schemas/notice-words';
