import { Dialog } from '@league/shared';

export default function LoginDialog({ onClose }: { onClose: () => void }) {
  return <Dialog title="Connexion" onClose={onClose} />;
}
