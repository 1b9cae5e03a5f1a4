import { Dialog, messages, NNBSP, openModal, safeRedirect, setSession } from '@league/shared';
import { emailProblem } from '@league/shared/validation';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  AlreadyLoggedIn,
  Field,
  formStyles as styles,
  Status,
  SubmitButton,
  useLoggedInOnOpening,
} from '../components';
import { submitOnEnter, useAction } from '../lib';
import { login } from './login-calls';
import { requestLoginLink } from './login-calls';

export interface LoginDialogProps {
  onClose(): void;
  /** pre-fills the e-mail (/myaccount/login?username=) */
  username?: string;
  /** a path of this site to load once logged in */
  redirect?: string;
  /** why a login is asked, said above the form ('Connectez-vous pour répondre à cette demande') */
  reason?: string;
  /** how the browser goes there; tests pass a recorder since jsdom cannot navigate */
  assign?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/** A reason not to send, shown beside the field it is about. */
interface FieldProblem {
  field: 'username' | 'password';
  message: string;
}

/** The login dialog: loading, then done (session stored, closed, redirect followed) or the server's error. */
export function LoginDialog({ onClose, username = '', redirect, reason, assign = goTo }: LoginDialogProps) {
  const [email, setEmail] = useState(username);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const loggedInOnOpening = useLoggedInOnOpening();
  const loginAction = useAction('login');
  const linkAction = useAction('resetPassword');
  const loggingIn = loginAction.state.status === 'loading';
  const sendingLink = linkAction.state.status === 'loading';
  const loading = loggingIn || sendingLink;

  /** Editing a field or starting an action forgets every earlier message, red or green. */
  const clearMessages = () => {
    setProblem(null);
    setLinkSent(null);
    loginAction.reset();
    linkAction.reset();
  };

  const edit = (set: (value: string) => void) => (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    clearMessages();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    // the server takes only an e-mail as username: a malformed one is refused here, beside its field, and not sent
    const invalid = emailProblem(email);
    const refused: FieldProblem | null = invalid
      ? { field: 'username', message: invalid }
      : password === ''
        ? { field: 'password', message: messages.passwordMissing }
        : null;
    clearMessages();
    setProblem(refused);
    if (refused) return;
    const outcome = await loginAction.run(() => login({ username: email.trim(), password }));
    if (!outcome.ok) return;
    setSession(outcome.value);
    onClose();
    const target = safeRedirect(redirect);
    if (target) assign(target);
  };

  const sendLoginLink = async () => {
    if (loading) return;
    const invalid = emailProblem(email);
    clearMessages();
    setProblem(invalid ? { field: 'username', message: invalid } : null);
    if (invalid) return;
    const outcome = await linkAction.run(() => requestLoginLink(email.trim()));
    if (outcome.ok) setLinkSent(outcome.value);
  };

  const error = loginAction.state.message ?? linkAction.state.message;
  const errorFor = (field: FieldProblem['field']) => (problem?.field === field ? problem.message : null);
  if (loggedInOnOpening)
    return (
      <Dialog title="Connexion" onClose={onClose}>
        <AlreadyLoggedIn onClose={onClose} />
      </Dialog>
    );
  return (
    // what is typed in the server's drawing before the page answers is carried into the dialog itself
    <Dialog title="Connexion" onClose={onClose} takesTyping>
      <form className="league-form" noValidate onSubmit={submit} onKeyDown={submitOnEnter} aria-busy={loading}>
        {reason && <p>{reason}</p>}
        <Field
          label="Courriel"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          error={errorFor('username')}
          onChange={edit(setEmail)}
        />
        <Field
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errorFor('password')}
          onChange={edit(setPassword)}
        />
        <Alert message={error} />
        <Status message={linkSent} />
        <div className={styles.actions}>
          {/* not `disabled` while loading: the pressed button keeps the focus; sendLoginLink refuses meanwhile */}
          <button type="button" className={styles.link} aria-disabled={loading || undefined} onClick={sendLoginLink}>
            Mot de passe oublié
          </button>
          <SubmitButton loading={loggingIn} disabled={sendingLink}>
            Se connecter
          </SubmitButton>
        </div>
        {/* the e-mail typed here is the sign-up's too */}
        <button
          type="button"
          className={styles.link}
          onClick={() => openModal('register', email.trim() ? { username: email.trim() } : {})}
        >
          Vous n’avez pas de compte{NNBSP}?
        </button>
      </form>
    </Dialog>
  );
}
