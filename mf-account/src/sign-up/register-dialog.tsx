import { Dialog } from '@league/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, CheckboxField, Field, formStyles as styles, Status, SubmitButton, TextAreaField } from '../components';
import { submitOnEnter, useAction } from '../lib';
import { register } from './api/register';
import { signUpFormProblem } from './sign-up-rules';
import { TeamPicker } from './team-picker';

/** Long enough to read the confirmation before the dialog closes on its own (the × closes it at once). */
export const SIGN_UP_CLOSE_DELAY_MS = 4000;

const EMPTY = { name: '', username: '', password: '', confirmation: '', info: '' };
type TextFields = typeof EMPTY;

/**
 * Spec §2 Sign-up, §4 and §5: the rules are checked first; submission is blocked while loading or while an
 * error shows (editing clears it); on success the server's message says an administrator must approve, and the
 * dialog closes.
 */
export function RegisterDialog({ onClose }: { onClose(): void }) {
  const [fields, setFields] = useState<TextFields>(EMPTY);
  const [captain, setCaptain] = useState(false);
  const [teams, setTeams] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const action = useAction('register');
  const loading = action.state.status === 'loading';
  const error = problem ?? action.state.message;

  // the shell passes a new onClose on each render; the timer must not restart with it
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => close.current(), SIGN_UP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const edited = () => {
    setProblem(null);
    action.reset();
  };
  const text = (name: keyof TextFields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      edited();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || error) return;
    const refused = signUpFormProblem(fields);
    setProblem(refused);
    if (refused) return;
    const outcome = await action.run(() =>
      register({
        username: fields.username.trim(),
        password: fields.password,
        name: fields.name.trim(),
        role: captain ? 'captain' : 'basic',
        teams,
        info: fields.info.trim(),
      }),
    );
    if (outcome.ok) setSent(outcome.value);
  };

  return (
    <Dialog title="Inscription" onClose={onClose}>
      {sent ? (
        <div className={styles.form}>
          <Status message={sent} />
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={submit} onKeyDown={submitOnEnter} aria-busy={loading}>
          <Field label="Nom" name="name" autoComplete="name" {...text('name')} />
          <Field label="Courriel" type="email" name="username" autoComplete="email" {...text('username')} />
          <Field
            label="Mot de passe"
            type="password"
            name="password"
            autoComplete="new-password"
            hint="Au moins 8 caractères"
            {...text('password')}
          />
          <Field
            label="Confirmation du mot de passe"
            type="password"
            name="confirmation"
            autoComplete="new-password"
            {...text('confirmation')}
            onFocus={() => setFields((current) => ({ ...current, confirmation: '' }))}
          />
          <TextAreaField label="Informations supplémentaires" name="info" {...text('info')} />
          <CheckboxField
            label="Je suis capitaine d'une équipe"
            checked={captain}
            onChange={(event) => {
              setCaptain(event.target.checked);
              edited();
            }}
          />
          <TeamPicker
            selected={teams}
            onChange={(chosen) => {
              setTeams(chosen);
              edited();
            }}
          />
          <Alert message={error} />
          <div className={styles.actions}>
            <SubmitButton loading={loading} disabled={!!error}>
              S&apos;incrire
            </SubmitButton>
          </div>
        </form>
      )}
    </Dialog>
  );
}
