import { Dialog } from '@league/shared';

export default function JoinTeamDialog({ onClose }: { onClose: () => void }) {
  return <Dialog title="Joindre une équipe" onClose={onClose} />;
}
