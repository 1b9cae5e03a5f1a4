import { closeModal, modalStore, useObservable, type ModalId } from '@league/shared';
import { RemoteView } from '../federation/remote-view';

/** The dialogs of mf-account, opened through the modal store by any part of the site. */
const ACCOUNT_DIALOGS: Partial<Record<ModalId, string>> = {
  login: 'LoginDialog',
  register: 'RegisterDialog',
  preferences: 'PreferencesDialog',
  notificationCentre: 'NotificationCentre',
  joinTeam: 'JoinTeamDialog',
  joinLeague: 'JoinLeagueDialog',
};

export function ModalHost() {
  const open = useObservable(modalStore);
  const module = open ? ACCOUNT_DIALOGS[open.id] : undefined;
  if (!open || !module) return null;
  return (
    <RemoteView
      key={open.id}
      remote="account"
      module={module}
      props={{ ...open.props, onClose: () => closeModal(open.id) }}
    />
  );
}
