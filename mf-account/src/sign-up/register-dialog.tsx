import { Dialog, emit } from '@league/shared';
import { SIGN_UP_LIMITS } from '@league/shared/validation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  AlreadyLoggedIn,
  CheckboxField,
  Field,
  FieldError,
  formStyles as styles,
  SubmitButton,
  TextAreaField,
  useLoggedInOnOpening,
} from '../components';
import { submitOnEnter, useAction } from '../lib';
import { register } from './sign-up-calls';
import { serverSignUpProblem, signUpFieldProblem, type SignUpField, type SignUpProblem } from './sign-up-rules';
import { TeamPicker } from './team-picker';

/** What the person waits for once the request is sent (the server only says an administrator must approve). */
export const SIGN_UP_NEXT_STEP = 'Vous recevrez par courriel un lien de connexion dès son approbation.';

/** The form's own error (not about one field). */
const FORM_ERROR_ID = 'sign-up-error';

const EMPTY = { name: '', username: '', password: '', confirmation: '', info: '' };
type TextFields = typeof EMPTY;

/**
 * The sign-up dialog: the rules are checked first and each problem shows beside its field; submission is
 * blocked while loading or while an error shows (editing clears it); on success the dialog closes and a toast
 * says what happens next (an administrator approves, then a login link comes by mail).
 */
export function RegisterDialog({ onClose, username = '' }: { onClose(): void; username?: string }) {
  const [fields, setFields] = useState<TextFields>({ ...EMPTY, username });
  const [captain, setCaptain] = useState(false);
  const [teams, setTeams] = useState<string[]>([]);
  const [problem, setProblem] = useState<SignUpProblem | null>(null);
  const loggedInOnOpening = useLoggedInOnOpening();
  const action = useAction('register');
  const loading = action.state.status === 'loading';
  const errorFor = (field: SignUpField | null) => (problem?.field === field ? problem.message : null);
  const form = useRef<HTMLFormElement>(null);

  // A shown problem disables the button (the focus would drop to the page): the focus goes to what it is about.
  useEffect(() => {
    if (!problem) return;
    const target = problem.field
      ? form.current?.elements.namedItem(problem.field)
      : document.getElementById(FORM_ERROR_ID);
    if (target instanceof HTMLElement) target.focus();
  }, [problem]);

  const edited = () => {
    setProblem(null);
    action.reset();
  };
  const text = (name: keyof TextFields) => ({
    value: fields[name],
    error: errorFor(name),
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      edited();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || problem) return;
    const refused = signUpFieldProblem(fields);
    setProblem(refused);
    if (refused) return;
    const outcome = await action.run(
      () =>
        register({
          username: fields.username.trim(),
          password: fields.password,
          name: fields.name.trim(),
          role: captain ? 'captain' : 'basic',
          teams,
          info: fields.info.trim(),
        }),
      (error) => {
        const refusal = serverSignUpProblem(error);
        setProblem(refusal);
        return refusal.message;
      },
    );
    if (!outcome.ok) return;
    onClose();
    emit({ type: 'toast', level: 'info', message: `${outcome.value} ${SIGN_UP_NEXT_STEP}` });
  };

  if (loggedInOnOpening)
    return (
      <Dialog title="Inscription" onClose={onClose}>
        <AlreadyLoggedIn onClose={onClose} />
      </Dialog>
    );
  return (
    <Dialog title="Inscription" onClose={onClose}>
      <form
        ref={form}
        className="league-form"
        noValidate
        onSubmit={submit}
        onKeyDown={submitOnEnter}
        aria-busy={loading}
      >
        <Field label="Nom" name="name" autoComplete="name" maxLength={SIGN_UP_LIMITS.name} {...text('name')} />
        <Field
          label="Courriel"
          type="email"
          name="username"
          autoComplete="email"
          maxLength={SIGN_UP_LIMITS.email}
          {...text('username')}
        />
        <Field
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="new-password"
          hint="Au moins 8 caractères"
          maxLength={SIGN_UP_LIMITS.password}
          {...text('password')}
        />
        <Field
          label="Confirmation du mot de passe"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          maxLength={SIGN_UP_LIMITS.password}
          {...text('confirmation')}
          onFocus={() => setFields((current) => ({ ...current, confirmation: '' }))}
        />
        <TextAreaField
          label="Informations supplémentaires"
          name="info"
          maxLength={SIGN_UP_LIMITS.info}
          {...text('info')}
        />
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
        <FieldError id={FORM_ERROR_ID} message={errorFor(null)} focusable />
        <div className={styles.actions}>
          <SubmitButton loading={loading} disabled={!!problem}>
            S’inscrire
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
