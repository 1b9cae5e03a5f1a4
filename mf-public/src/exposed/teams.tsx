import { Page } from '@league/shared';

export default function Teams() {
  return <Page title="Équipes" />;
}
