import { Page } from '@league/shared';

export default function FreeAgents() {
  return <Page title="Joueurs autonomes" />;
}
