import { Dialog, labels, messages, sanitizeHtml } from '@league/shared';
import { useEffect, useState } from 'react';
import { Alert } from '../components';
import { fetchLeagueJoinMessage } from './join-calls';
import styles from './join.module.css';

type JoinMessage = { status: 'loading' } | { status: 'done'; html: string } | { status: 'error' };

/** « Intégrer la ligue »: the league's join message, fetched and sanitised before it is shown. */
export function JoinLeagueDialog({ onClose }: { onClose(): void }) {
  const [message, setMessage] = useState<JoinMessage>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchLeagueJoinMessage().then(
      (resource) => live && setMessage({ status: 'done', html: sanitizeHtml(resource.content) }),
      () => live && setMessage({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <Dialog title="Intégrer la ligue" onClose={onClose}>
      {message.status === 'loading' && <p role="status">{labels.loading}</p>}
      {message.status === 'error' && <Alert message={messages.joinTeamMessageFailed} />}
      {message.status === 'done' && (
        // sanitised by an allow-list: only text, paragraphs, headings, lists, emphasis and http/mailto links
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: message.html }} />
      )}
    </Dialog>
  );
}
