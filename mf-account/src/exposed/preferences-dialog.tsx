import { Dialog } from '@league/shared';

export default function PreferencesDialog({ onClose }: { onClose: () => void }) {
  return <Dialog title="Gestion du Compte" onClose={onClose} />;
}
