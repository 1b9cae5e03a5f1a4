import { Dialog } from '@league/shared';

export default function JoinLeagueDialog({ onClose }: { onClose: () => void }) {
  return <Dialog title="Intégrer la ligue" onClose={onClose} />;
}
