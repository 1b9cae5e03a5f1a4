export { createStore, readOnly, type Store, type WritableStore } from './store';
export { events$, emit, type LeagueEvent, type ToastAction } from './events';
export {
  DIALOG_IDS,
  POPUP_IDS,
  modalStore,
  openModal,
  warmDialog,
  dialogsToWarm,
  noteWarmedDialogs,
  warmedDialogs,
  warmedDialogWithProps,
  type NotedDialog,
  closeModal,
  toggleModal,
  closeDialogs,
  closePopups,
  isDialog,
  type DialogId,
  type PopupId,
  type ModalId,
  type OpenModal,
  type ModalProps,
} from './modals';
export { useWarmDialog } from './use-warm-dialog';
export {
  adoptEarlyDialog,
  closeEarlyDialogs,
  earlyDialogElementId,
  earlyDialogOpener,
  EARLY_DIALOG_ATTRIBUTE,
  type EarlyDialog,
} from './early-dialog';
export {
  DIALOG_REGISTRY,
  DIALOGS_DRAWN_BY_THEIR_PAGE,
  dialogSource,
  drawnByItsPage,
  type DialogProps,
  type DialogSource,
  type EditedMatch,
  type NamedMatch,
  type ResultKind,
} from './dialogs';
export {
  sessionStore,
  setSession,
  sessionOnItsWay,
  whenSessionKnown,
  seasonViewStore,
  setSeasonView,
  isArchiveView,
  requestStore,
  setRequestStatus,
  requestStatus,
  isAnyRequestLoading,
  windowSizeStore,
  recordWindowSize,
  type RequestStatus,
  type RequestState,
  type WindowSize,
} from './stores';
export { useObservable } from './use-observable';
export {
  DEFAULT_LEAGUE_NAME,
  leagueNameStore,
  setLeagueName,
  documentTitle,
  holdDocumentTitle,
  showPageTitle,
} from './league-name';
