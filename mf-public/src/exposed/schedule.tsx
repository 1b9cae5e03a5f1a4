import { Page } from '@league/shared';

export default function Schedule() {
  return <Page title="Calendrier" />;
}
