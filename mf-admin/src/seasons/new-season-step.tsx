import {
  BusyButton,
  call,
  ConfirmDialog,
  failureText,
  leagueDataStore,
  newSeasonMessages,
  NNBSP,
  paths,
  requestStore,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import { startSeason } from '@league/shared/contract';
import type { Team } from '@league/shared/schemas';
import { Link } from '@league/shared/router';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { countOf } from './archive-summary';
import { PoolActions } from './pool-actions';
import { PoolsTable } from './pools-table';
import { TeamListField } from './team-list-field';
import { teamListText, type SeasonTeam } from './team-list';
import ui from '../admin-ui/tab.module.css';
import styles from './new-season.module.css';

type Source = 'keep' | 'list';

const asSeasonTeam = (team: Team): SeasonTeam => ({
  id: team._id,
  name: team.name,
  division: team.division,
  pool: team.pool,
});

/** What the server is sent: a kept team by its id, a new one by its name. */
const toSend = ({ id, name, division, pool }: SeasonTeam) => ({ ...(id ? { id } : {}), name, division, pool });

/**
 * « Nouvelle saison » (docs/product.md#seasons): once the current season holds no match (after archiving, or in a
 * new league), its teams — kept, or from a list — each get a division and a pool, saved in one write; then the
 * « Calendrier » tab makes the schedule from those pools.
 */
export function NewSeasonStep() {
  const { teams, scheduleEmpty, archives } = useObservable(leagueDataStore);
  const teamsRead = useObservable(requestStore, (all) => all.teams)?.status;
  const loaded = teamsRead === 'done' || teamsRead === 'stale';

  return (
    <section className={ui.section} aria-labelledby="new-season-title">
      <h2 id="new-season-title">Nouvelle saison</h2>
      {!loaded ? (
        <p role="status" className={ui.hint}>
          {teamsRead === 'error' ? 'Les équipes n’ont pas pu être lues.' : 'Lecture des équipes…'}
        </p>
      ) : !scheduleEmpty ? (
        <p className={ui.hint}>
          {newSeasonMessages.seasonHasMatches} (ci-dessus). Ensuite, cette étape règle les équipes de la nouvelle
          saison, leurs divisions et leurs poules, puis mène au calendrier.
        </p>
      ) : (
        <NewSeasonForm teams={teams} lastArchive={archives[0]?.name ?? null} />
      )}
    </section>
  );
}

function NewSeasonForm({ teams, lastArchive }: { teams: readonly Team[]; lastArchive: string | null }) {
  const current = useMemo(() => teams.map(asSeasonTeam), [teams]);
  const [chosen, setChosen] = useState<Source | null>(null);
  const source: Source = chosen ?? (teams.length > 0 ? 'keep' : 'list');
  const [text, setText] = useState<string | null>(null);
  /** the teams being set, once the administrator changed or chose them; else the current teams as they are */
  const [draft, setDraft] = useState<SeasonTeam[] | null>(null);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const write = useLeagueWrite('seasons/start', { toast: false });

  const rows = draft ?? (source === 'keep' ? current : null);
  const listedIds = new Set(rows?.flatMap((team) => (team.id ? [team.id] : [])));
  const removed = rows ? teams.filter((team) => !listedIds.has(team._id)) : [];
  const withoutDivision = rows?.filter((team) => team.division.trim() === '').length ?? 0;

  const choose = (next: Source) => {
    setChosen(next);
    setDraft(null);
    setTried(false);
    setDone(null);
    write.reset();
  };
  const edit = (next: SeasonTeam[]) => {
    setDraft(next);
    setDone(null);
    write.reset();
  };

  const save = async () => {
    setConfirming(false);
    if (!rows) return;
    const outcome = await write.run(() => call(startSeason, { body: { teams: rows.map(toSend) } }), {
      failure: (error) => failureText(newSeasonMessages.failed, error),
    });
    if (!outcome.ok) return;
    const { kept, created, removed: gone } = outcome.value;
    setDone(
      `Nouvelle saison prête${NNBSP}: ${countOf(kept + created, 'équipe', 'équipes')} (${countOf(kept, 'gardée', 'gardées')}, ${countOf(created, 'nouvelle', 'nouvelles')}, ${countOf(gone, 'retirée', 'retirées')}).`,
    );
    setDraft(null);
    setChosen('keep');
    setText(null);
    setTried(false);
  };
  const submit = () => {
    setTried(true);
    if (!rows || rows.length === 0 || withoutDivision > 0) return;
    if (removed.length > 0) setConfirming(true);
    else void save();
  };

  return (
    <>
      <p className={ui.hint}>
        Les équipes de la saison qui commence, leur division et leur poule, enregistrées en une fois. Le calendrier se
        génère ensuite à partir des poules.
      </p>
      <fieldset className={styles.step}>
        <legend>1. Les équipes</legend>
        {teams.length > 0 && (
          <label className={styles.radio}>
            <input type="radio" name="new-season-source" checked={source === 'keep'} onChange={() => choose('keep')} />
            garder les {countOf(teams.length, 'équipe', 'équipes')}, avec leurs capitaines et leurs joueurs
          </label>
        )}
        {teams.length > 0 && (
          <label className={styles.radio}>
            <input type="radio" name="new-season-source" checked={source === 'list'} onChange={() => choose('list')} />
            partir d’une liste
          </label>
        )}
        {source === 'list' && (
          <TeamListField
            text={text ?? teamListText(current)}
            current={teams}
            onText={setText}
            onUse={(listed) => {
              edit(listed);
              setTried(false);
            }}
          />
        )}
      </fieldset>
      {rows && rows.length > 0 && (
        <fieldset className={styles.step}>
          <legend>2. Divisions et poules</legend>
          <PoolActions teams={rows} lastArchive={lastArchive} onChange={edit} />
          <PoolsTable
            teams={rows}
            tried={tried}
            onChange={(index, patch) => edit(rows.map((team, at) => (at === index ? { ...team, ...patch } : team)))}
          />
        </fieldset>
      )}
      {rows && rows.length > 0 && !done && (
        <div className="league-stack">
          {tried && withoutDivision > 0 && (
            <p role="alert" className={ui.error}>
              {newSeasonMessages.noDivision}
              {NNBSP}: {countOf(withoutDivision, 'équipe', 'équipes')} sans division.
            </p>
          )}
          {write.state.status === 'error' && (
            <p role="alert" className={ui.error}>
              {write.state.message}
            </p>
          )}
          <div className="league-cluster">
            <BusyButton className={ui.primary} busy={write.busy} onClick={submit}>
              Enregistrer la nouvelle saison
            </BusyButton>
            {write.busy && (
              <span role="status" className={ui.hint}>
                Enregistrement…
              </span>
            )}
          </div>
        </div>
      )}
      {done && (
        <div role="status" className={ui.done}>
          <span>{done}</span>
          <span>Prochaine étape{NNBSP}: le calendrier, fait à partir de ces poules.</span>
          <Link to={paths.adminTab('calendrier')} className={styles.next}>
            Générer le calendrier
          </Link>
        </div>
      )}
      {confirming &&
        createPortal(
          <ConfirmDialog
            title={`Commencer la nouvelle saison${NNBSP}?`}
            confirmLabel="Enregistrer"
            onConfirm={() => void save()}
            onCancel={() => setConfirming(false)}
          >
            <p>
              {countOf(removed.length, 'équipe actuelle sera retirée', 'équipes actuelles seront retirées')} de la
              saison courante{NNBSP}: {removed.map((team) => team.name).join(', ')}.
            </p>
            <p>
              L’archive les garde. Leurs capitaines perdent ce rôle pour elles{NNBSP}; leurs joueurs restent, sans
              équipe.
            </p>
          </ConfirmDialog>,
          document.body,
        )}
    </>
  );
}
