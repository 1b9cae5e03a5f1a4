import { call, compareFrench, formatMessage, NNBSP, Page, Spinner, useLeagueRead } from '@league/shared';
import { freeAgents, requestFreeAgent } from '@league/shared/contract';
import { MailForm } from '../forms';
import styles from './free-agents.module.css';

export const freeAgentLabels = {
  title: 'Joueurs autonomes',
  intro: `Ces joueurs cherchent une équipe. Capitaines${NNBSP}: écrivez à la ligue pour les joindre.`,
  listTitle: 'Joueurs disponibles',
  empty: 'Aucun joueur autonome pour le moment.',
  loadFailed: 'Impossible de charger la liste des joueurs autonomes.',
  requestTitle: `Vous cherchez une équipe${NNBSP}?`,
  requestIntro: `Laissez votre nom et votre courriel${NNBSP}: la ligue vous ajoutera à la liste.`,
  requestForm: 'Demander à figurer parmi les joueurs autonomes',
} as const;

/** The free agents, and the request to become one (mailed to the administrators, who add the person). */
export function FreeAgentsPage() {
  return (
    <Page title={freeAgentLabels.title}>
      <p>{freeAgentLabels.intro}</p>
      <section aria-labelledby="free-agents-list">
        <h2 id="free-agents-list">{freeAgentLabels.listTitle}</h2>
        <FreeAgentList />
      </section>
      <section aria-labelledby="free-agents-request">
        <h2 id="free-agents-request">{freeAgentLabels.requestTitle}</h2>
        <p>{freeAgentLabels.requestIntro}</p>
        <MailForm
          title={freeAgentLabels.requestForm}
          messageRequired={false}
          send={(body) => call(requestFreeAgent, { body })}
          failure={({ name }) => formatMessage('freeAgentEmailFailed', { name: name.trim() })}
        />
      </section>
    </Page>
  );
}

function FreeAgentList() {
  const read = useLeagueRead('freeAgents', () => call(freeAgents), freeAgentLabels.loadFailed);
  if (read.status === 'loading') return <Spinner />;
  if (read.status === 'error') return <p role="alert">{read.message}</p>;
  const players = [...read.data.players].sort((a, b) => compareFrench(a.name, b.name));
  if (players.length === 0) return <p>{freeAgentLabels.empty}</p>;
  return (
    <ul className={styles.list}>
      {players.map((player) => (
        <li key={player._id}>{player.name}</li>
      ))}
    </ul>
  );
}
