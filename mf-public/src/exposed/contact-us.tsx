import { Page } from '@league/shared';

export default function ContactUs() {
  return <Page title="Nous joindre" />;
}
