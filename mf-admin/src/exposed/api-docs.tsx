import { Page } from '@league/shared';

export default function ApiDocs() {
  return <Page title="Documentation de l'API" />;
}
