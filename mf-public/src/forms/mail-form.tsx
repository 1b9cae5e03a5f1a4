import { useHydrated } from '@league/shared';
import { useRef, type FormEvent } from 'react';
import { FormStatus } from './form-status';
import { formLabels, type MailField } from './mail-request';
import { TextField } from './text-field';
import { useMailForm, type MailFormOptions } from './use-mail-form';
import styles from './forms.module.css';

type FieldElement = HTMLInputElement & HTMLTextAreaElement;

/** Name, e-mail and message, sent as one e-mail request (the contact page and the free agents' page). */
export function MailForm({ title, ...options }: MailFormOptions & { title: string }) {
  const form = useMailForm(options);
  const refs = {
    name: useRef<FieldElement>(null),
    email: useRef<FieldElement>(null),
    message: useRef<FieldElement>(null),
  } satisfies Record<MailField, unknown>;
  const sending = form.status.kind === 'sending';
  // a page rendered by the server: until script runs, the form is shown but not typed into nor sent (its fields are
  // drawn again when the page's part starts, and a plain submission would reload the page: either loses the text)
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = await form.submit();
    const first = (['name', 'email', 'message'] as const).find((field) => problems[field]);
    if (first) refs[first].current?.focus();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={title} aria-busy={sending}>
      {/* the page is rendered by the server and readable without script; sending it needs script (the checks before it goes) */}
      <noscript>
        <p className={styles.needsScript}>{formLabels.needsScript}</p>
      </noscript>
      <TextField
        label={formLabels.name}
        value={form.values.name}
        onChange={(value) => form.change('name', value)}
        problem={form.problems.name}
        autoComplete="name"
        required
        inputRef={refs.name}
        readOnly={!hydrated}
      />
      <TextField
        label={formLabels.email}
        type="email"
        value={form.values.email}
        onChange={(value) => form.change('email', value)}
        problem={form.problems.email}
        autoComplete="email"
        required
        inputRef={refs.email}
        readOnly={!hydrated}
      />
      <TextField
        label={formLabels.message}
        hint={options.messageRequired ? undefined : formLabels.optional}
        multiline
        value={form.values.message}
        onChange={(value) => form.change('message', value)}
        problem={form.problems.message}
        required={options.messageRequired}
        inputRef={refs.message}
        readOnly={!hydrated}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={sending || !hydrated}>
          {sending ? formLabels.sending : formLabels.send}
        </button>
      </div>
      <FormStatus status={form.status} />
    </form>
  );
}
