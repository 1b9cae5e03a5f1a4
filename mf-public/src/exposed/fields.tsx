import { Page } from '@league/shared';

export default function Fields() {
  return <Page title="Terrains" />;
}
