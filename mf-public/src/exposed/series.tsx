import { Page } from '@league/shared';

export default function Series() {
  return <Page title="Séries" />;
}
