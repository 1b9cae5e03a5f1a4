import { Page } from '@league/shared';

export default function Timeslots() {
  return <Page title="Plages horaires" />;
}
