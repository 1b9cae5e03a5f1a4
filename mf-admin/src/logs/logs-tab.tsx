import { formatFrenchDate, messages, uiConfigStore, useObservable } from '@league/shared';
import type { LogEntry, LogsResponse, User } from '@league/shared/schemas';
import { useEffect, useState } from 'react';
import { ACTION_LABELS, authorOf, ENTITY_LABELS } from './log-words';
import { readUsers } from '../users/users-api';
import { NO_FILTERS, readLogPage, type LogFilters } from './logs-api';
import ui from '../admin-ui/tab.module.css';
import styles from './logs.module.css';

/** The audit log (admin tab « Journal »): newest first, who, when, what, on what; filtered and paged. */
export function LogsTab() {
  const [filters, setFilters] = useState<LogFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<LogsResponse | null>(null);
  const [users, setUsers] = useState<User[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    readUsers().then(
      (list) => setUsers(list),
      () => undefined, // the person filter then lists nobody; the log itself still shows
    );
  }, []);

  useEffect(() => {
    let current = true;
    readLogPage(filters, page).then(
      (next) => {
        if (!current) return;
        setAnswer(next);
        setError(null);
      },
      () => current && setError(messages.logsFailed),
    );
    return () => {
      current = false;
    };
  }, [filters, page]);

  const filter = (patch: Partial<LogFilters>) => {
    setFilters((old) => ({ ...old, ...patch }));
    setPage(1);
  };
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;

  return (
    <>
      <form className={styles.filters} aria-label="Filtres du journal" onSubmit={(event) => event.preventDefault()}>
        <label>
          Personne
          <select value={filters.user} onChange={(event) => filter({ user: event.target.value })}>
            <option value="">Toutes</option>
            {users.map((user) => (
              <option key={user._id} value={user._id}>
                {user.name}
              </option>
            ))}
          </select>
        </label>
        <Choice
          label="Action"
          value={filters.action}
          labels={ACTION_LABELS}
          onChange={(action) => filter({ action })}
        />
        <Choice label="Objet" value={filters.entity} labels={ENTITY_LABELS} onChange={(entity) => filter({ entity })} />
        <label>
          Du
          <input type="date" value={filters.from} onChange={(event) => filter({ from: event.target.value })} />
        </label>
        <label>
          Au
          <input type="date" value={filters.to} onChange={(event) => filter({ to: event.target.value })} />
        </label>
        <button type="button" className={ui.button} onClick={() => filter(NO_FILTERS)}>
          Effacer les filtres
        </button>
      </form>
      {error && (
        <p role="alert" className={ui.error}>
          {error}
        </p>
      )}
      {answer && (
        <>
          <p className={styles.count}>
            {answer.total} {answer.total > 1 ? 'entrées' : 'entrée'}
          </p>
          <ol className={ui.list} aria-label="Journal">
            {answer.logs.map((entry) => (
              <Entry key={entry._id} entry={entry} />
            ))}
          </ol>
          <nav className={styles.pages} aria-label="Pages du journal">
            <button type="button" className={ui.button} disabled={page <= 1} onClick={() => setPage((old) => old - 1)}>
              Plus récentes
            </button>
            <span>
              Page {answer.page} sur {pages}
            </span>
            <button
              type="button"
              className={ui.button}
              disabled={page >= pages}
              onClick={() => setPage((old) => old + 1)}
            >
              Plus anciennes
            </button>
          </nav>
        </>
      )}
    </>
  );
}

function Entry({ entry }: { entry: LogEntry }) {
  const { timeZone } = useObservable(uiConfigStore);
  return (
    <li className={styles.entry}>
      <p className={styles.meta}>
        <time dateTime={entry.at}>
          {formatFrenchDate(entry.at, 'day', timeZone)}, {formatFrenchDate(entry.at, 'time', timeZone)}
        </time>{' '}
        · {authorOf(entry)}
      </p>
      <p className={styles.what}>
        <strong>{ACTION_LABELS[entry.action]}</strong> · {ENTITY_LABELS[entry.entity]}
        {entry.entityId && <span className={styles.id}> {entry.entityId}</span>}
      </p>
      <p className={styles.detail}>{entry.detail}</p>
    </li>
  );
}

function Choice({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: string;
  labels: Record<string, string>;
  onChange(value: string): void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Toutes</option>
        {Object.entries(labels).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
