import { Dialog } from '@league/shared';

export default function NotificationCentre({ onClose }: { onClose: () => void }) {
  return <Dialog title="Notifications" onClose={onClose} />;
}
