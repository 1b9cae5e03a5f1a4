export { Page, SITE_NAME } from './page';
export { Dialog, EARLY_DIALOG_NEEDS_SCRIPT, EarlyDialogContext, useEarlyDrawing, useSendButton } from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { BusyButton } from './busy-button';
export { Spinner } from './spinner';
export { sanitizeHtml } from './sanitize-html';
export { SafeHtml } from './safe-html';
export { cleanHtmlOnServer, servedHtml, seedServedHtml } from './served-html';
export { TeamChip } from './team-chip';
export { LiveNote, liveNoteLabels, type LiveMatch } from './live-note';
export {
  AdminIcon,
  BallIcon,
  BellIcon,
  ChevronDownIcon,
  CloseIcon,
  StarIcon,
  LoginIcon,
  LogoutIcon,
  MenuIcon,
  RoleIcon,
  SettingsIcon,
  SignUpIcon,
  AttentionIcon,
  type IconProps,
} from './icons';
export { useHydrated } from './use-hydrated';
export { HydrateInTurn, hydrateInTurns, HYDRATION_SLICE_MS } from './hydrate-in-turn';
