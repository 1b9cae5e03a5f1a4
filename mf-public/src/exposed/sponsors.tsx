import { Page } from '@league/shared';

export default function Sponsors() {
  return <Page title="Commanditaires" />;
}
