import { call, formatMessage, NNBSP, Page } from '@league/shared';
import { contact } from '@league/shared/contract';
import { MailForm } from '../forms';

export const contactLabels = {
  title: 'Nous joindre',
  intro: `Une question, une suggestion${NNBSP}? Écrivez-nous${NNBSP}: un membre du comité vous répondra par courriel.`,
  form: 'Écrire à la ligue',
} as const;

/** Contact us: a message mailed to the league's administrators. */
export function ContactPage() {
  return (
    <Page title={contactLabels.title}>
      <p>{contactLabels.intro}</p>
      <MailForm
        title={contactLabels.form}
        messageRequired
        send={(body) => call(contact, { body: { message: '', ...body } })}
        failure={({ name, email }) => formatMessage('contactEmailFailed', { name: name.trim(), email: email.trim() })}
      />
    </Page>
  );
}
