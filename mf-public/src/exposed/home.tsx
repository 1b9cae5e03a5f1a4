import { Page } from '@league/shared';

export default function Home() {
  return <Page title="Accueil" />;
}
