import {
  isArchiveView,
  labels,
  openModal,
  Page,
  seasonViewStore,
  sessionStore,
  useObservable,
  type Session,
} from '@league/shared';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from '@league/shared/router';
import { mayOpen, RESERVED_TEXT, type PageAccess } from './page-access';

/** A mailed link that answers a request (a time slot to confirm): a logged-out reader is asked to log in at once. */
const ANSWERS_A_REQUEST = /[?&]confirmer=/;

/**
 * A page that only some roles may see: the others read why, under the page's own title, with no dead end. A
 * logged-out reader may log in from there and comes back to the same address; one arriving by a mailed link to
 * answer a request sees the login form at once, with the reason.
 */
export function GuardedPage({ access, title, children }: { access?: PageAccess; title: string; children: ReactNode }) {
  const session = useObservable(sessionStore);
  const archiveView = isArchiveView(useObservable(seasonViewStore));
  if (!access || mayOpen(access, session, archiveView)) return <>{children}</>;
  return (
    <Page title={title}>
      <p>{RESERVED_TEXT[access]}</p>
      {!session.loggedIn && <LoginOffer session={session} />}
    </Page>
  );
}

function LoginOffer({ session }: { session: Session }) {
  const { pathname, search } = useLocation();
  const redirect = `${pathname}${search}`;
  const answersRequest = ANSWERS_A_REQUEST.test(search);
  const logIn = () =>
    openModal('login', {
      redirect,
      ...(session.email ? { username: session.email } : {}),
      ...(answersRequest ? { reason: labels.loginToAnswerRequest } : {}),
    });
  useEffect(() => {
    if (answersRequest) logIn();
    // once per address: closing the form leaves the page and its button
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [redirect]);
  return (
    <button type="button" className="league-button-primary" onClick={logIn}>
      Se connecter
    </button>
  );
}
