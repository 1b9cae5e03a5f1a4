import {
  Dialog,
  emit,
  failureText,
  fieldProblems,
  messages,
  openModal,
  sessionStore,
  setSession,
  useObservable,
  type Session,
} from '@league/shared';
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from '@league/shared/router';
import { Alert, Field, formStyles as styles, SubmitButton } from '../components';
import { submitOnEnter, useAction } from '../lib';
import { NoticeChoices } from './notice-choices';
import { saveNoticeChoices } from './notice-choices-calls';
import { saveAccount } from './preferences-calls';
import { accountChanges, preferencesProblem, type PreferenceFields } from './preferences-rules';
import { useEscapeGuard } from './use-escape-guard';
import { useNoticeChoices } from './use-notice-choices';

export interface PreferencesDialogProps {
  onClose(): void;
  /** opened through /myaccount/preferences: go back to Home after saving */
  returnHome?: boolean;
}

/** The fields whose refusals by the server show beside them, not after the message. */
const SHOWN_FIELDS = ['name', 'username', 'password'] as const;
type ShownField = (typeof SHOWN_FIELDS)[number];

export const preferencesLabels = {
  saved: 'Vos informations sont enregistrées.',
  save: 'Enregistrer',
} as const;

const saveFailed = (error: unknown) => failureText(messages.preferencesSaveFailed, error, SHOWN_FIELDS);

/** « Gestion du Compte »: closing is refused while a password reset is required. */
export function PreferencesDialog({ onClose, returnHome = false }: PreferencesDialogProps) {
  const navigate = useNavigate();
  const session = useObservable(sessionStore);
  const mustReset = session.mustResetPassword === true;
  const [closeRefused, setCloseRefused] = useState(false);
  const refuseClose = useCallback(() => setCloseRefused(true), []);
  useEscapeGuard(mustReset, refuseClose);
  const close = mustReset ? refuseClose : onClose;

  return (
    <Dialog title="Gestion du Compte" onClose={close}>
      {session.loggedIn ? (
        <PreferencesForm
          session={session}
          mustReset={mustReset}
          closeRefused={closeRefused}
          onEdited={() => setCloseRefused(false)}
          onSaved={() => {
            onClose();
            // replace: Back must not reopen the dialog route
            if (returnHome) void navigate('/', { replace: true });
          }}
        />
      ) : (
        <LoginFirst />
      )}
    </Dialog>
  );
}

/** Reached by /myaccount/preferences without a session: log in, then come back here. */
function LoginFirst() {
  return (
    <div className="league-form">
      <p>Connectez-vous pour gérer votre compte.</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={() => openModal('login', { redirect: '/myaccount/preferences' })}
        >
          Se connecter
        </button>
      </div>
    </div>
  );
}

function PreferencesForm({
  session,
  mustReset,
  closeRefused,
  onEdited,
  onSaved,
}: {
  session: Session;
  mustReset: boolean;
  closeRefused: boolean;
  onEdited(): void;
  onSaved(): void;
}) {
  const [fields, setFields] = useState<PreferenceFields>({
    name: session.name,
    username: session.email,
    password: '',
    confirmation: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [besideFields, setBesideFields] = useState<Partial<Record<ShownField, string>>>({});
  const action = useAction('preferences');
  const loading = action.state.status === 'loading';
  const notices = useNoticeChoices(!mustReset);

  const edited = () => {
    setProblem(null);
    setBesideFields({});
    action.reset();
    onEdited();
  };
  const edit = (name: keyof PreferenceFields) => ({
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setFields((current) => ({ ...current, [name]: event.target.value }));
      edited();
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const refused = preferencesProblem(fields, mustReset);
    setProblem(refused);
    if (refused) return;
    // the notices ticked go after the account's fields, in the same save
    const save = async () => {
      const saved = await saveAccount(accountChanges(fields));
      if (notices.changes.length > 0) await saveNoticeChoices(notices.changes);
      return saved;
    };
    const outcome = await action.run(save, saveFailed);
    if (!outcome.ok) return setBesideFields(fieldProblems(outcome.error, SHOWN_FIELDS));
    setSession(outcome.value);
    onSaved();
    emit({ type: 'toast', level: 'info', message: preferencesLabels.saved });
  };

  const error = problem ?? action.state.message ?? (closeRefused ? messages.passwordResetRequired : null);
  return (
    <form className="league-form" noValidate onSubmit={submit} onKeyDown={submitOnEnter} aria-busy={loading}>
      {mustReset && <p>Choisissez un nouveau mot de passe pour continuer.</p>}
      <Field label="Nom" name="name" autoComplete="name" error={besideFields.name} {...edit('name')} />
      <Field
        label="Courriel"
        type="email"
        name="username"
        autoComplete="email"
        error={besideFields.username}
        {...edit('username')}
      />
      <Field
        label="Nouveau mot de passe"
        type="password"
        name="password"
        autoComplete="new-password"
        hint={'Au moins 8 caractères\u202f; laissez vide pour le garder'}
        error={besideFields.password}
        {...edit('password')}
      />
      <Field
        label="Confirmation du mot de passe"
        type="password"
        name="confirmation"
        autoComplete="new-password"
        {...edit('confirmation')}
      />
      <NoticeChoices
        choices={notices}
        onTick={(choice, wanted) => {
          notices.tick(choice, wanted);
          edited();
        }}
      />
      <Alert message={error} />
      <div className={styles.actions}>
        <SubmitButton loading={loading}>{preferencesLabels.save}</SubmitButton>
      </div>
    </form>
  );
}
