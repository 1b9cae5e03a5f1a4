import { Dialog, emailProblem, messages, NNBSP, openModal, safeRedirect, setSession } from '@league/shared';
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

/** The login dialog: loading, then done (session stored, closed, redirect followed) or the server's error. */
export function LoginDialog({ onClose, username = '', redirect, reason, assign = goTo }: LoginDialogProps) {
  const [email, setEmail] = useState(username);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const loggedInOnOpening = useLoggedInOnOpening();
  const loginAction = useAction('login');
  const linkAction = useAction('resetPassword');
  const loading = loginAction.state.status === 'loading' || linkAction.state.status === 'loading';

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
    const missing = email.trim() === '' ? messages.emailMissing : password === '' ? messages.passwordMissing : null;
    clearMessages();
    setProblem(missing);
    if (missing) return;
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
    setProblem(invalid);
    if (invalid) return;
    const outcome = await linkAction.run(() => requestLoginLink(email.trim()));
    if (outcome.ok) setLinkSent(outcome.value);
  };

  const error = problem ?? loginAction.state.message ?? linkAction.state.message;
  if (loggedInOnOpening)
    return (
      <Dialog title="Connexion" onClose={onClose}>
        <AlreadyLoggedIn onClose={onClose} />
      </Dialog>
    );
  return (
    <Dialog title="Connexion" onClose={onClose}>
      <form className="league-form" noValidate onSubmit={submit} onKeyDown={submitOnEnter} aria-busy={loading}>
        {reason && <p>{reason}</p>}
        <Field
          label="Courriel"
          type="email"
          name="username"
          autoComplete="username"
          value={email}
          onChange={edit(setEmail)}
        />
        <Field
          label="Mot de passe"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={edit(setPassword)}
        />
        <Alert message={error} />
        <Status message={linkSent} />
        <div className={styles.actions}>
          <button type="button" className={styles.link} disabled={loading} onClick={sendLoginLink}>
            Mot de passe oublié
          </button>
          <SubmitButton loading={loginAction.state.status === 'loading'} disabled={loading}>
            Se connecter
          </SubmitButton>
        </div>
        <button type="button" className={styles.link} onClick={() => openModal('register')}>
          Vous n’avez pas de compte{NNBSP}?
        </button>
      </form>
    </Dialog>
  );
}
