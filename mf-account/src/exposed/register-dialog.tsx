import { Dialog } from '@league/shared';

export default function RegisterDialog({ onClose }: { onClose: () => void }) {
  return <Dialog title="Inscription" onClose={onClose} />;
}
