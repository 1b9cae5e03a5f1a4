import { Page } from '@league/shared';

export default function Ranking() {
  return <Page title="Classement" />;
}
