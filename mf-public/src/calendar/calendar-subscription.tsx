import { hrefOf, isArchiveView, NNBSP, ofTeam, PAGES, seasonViewStore, useObservable } from '@league/shared';
import { leagueCalendar, teamCalendar } from '@league/shared/contract';
import { Link } from '@league/shared/router';
import { useId, useRef, useState } from 'react';
import styles from './calendar.module.css';

export const calendarLabels = {
  open: 'Ajouter à mon agenda',
  whatLeague: 'Les matchs et les séries de la saison, dans votre agenda, tenus à jour par le site.',
  whatTeam: (team: string) => `Les matchs ${ofTeam(team)} cette saison, dans votre agenda, tenus à jour par le site.`,
  subscribe: 'S’abonner dans mon agenda',
  address: 'Adresse du calendrier',
  copy: 'Copier l’adresse',
  copied: 'Adresse copiée.',
  copyByHand: `Copiez l’adresse sélectionnée (Ctrl+C, ou appui long sur un téléphone).`,
  google: 'Google Agenda',
  googleHow: `dans «${NNBSP}Autres agendas${NNBSP}», «${NNBSP}+${NNBSP}» puis «${NNBSP}À partir de l’URL${NNBSP}», collez l’adresse. Google ne relit un agenda abonné que toutes les 8 à 24 heures${NNBSP}: un changement de dernière minute peut y arriver tard.`,
  apple: 'Apple Calendrier',
  appleHow: `touchez «${NNBSP}S’abonner dans mon agenda${NNBSP}» sur l’iPhone ou le Mac, ou Fichier, «${NNBSP}Nouvel abonnement à un calendrier${NNBSP}» et collez l’adresse.`,
  outlook: 'Outlook',
  outlookHow: `«${NNBSP}Ajouter un calendrier${NNBSP}», «${NNBSP}S’abonner à partir du web${NNBSP}», collez l’adresse.`,
  byMail: `Les matchs annulés ou déplacés peuvent aussi vous arriver par courriel, si vous le demandez dans «${NNBSP}`,
  account: 'Gestion du Compte',
  byMailEnd: `${NNBSP}».`,
} as const;

/** The feed's addresses on this site: https to copy, webcal:// for the calendar programs that subscribe on a tap. */
function feedAddresses(team?: { id: string }) {
  const path = team ? hrefOf(teamCalendar, { params: { id: team.id } }) : hrefOf(leagueCalendar);
  const https = new URL(path, window.location.origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/**
 * « Ajouter à mon agenda »: the league's calendar feed (on the schedule) or a team's (on its page), to subscribe to
 * in a phone's or a computer's calendar (docs/product.md#calendar). The feeds hold the current season only, so an
 * archived season's pages show nothing. The addresses are written once opened, in the browser (the page's own).
 */
export function CalendarSubscription({ team }: { team?: { id: string; name: string } }) {
  const archive = isArchiveView(useObservable(seasonViewStore));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (archive) return null;
  return (
    <div className={styles.subscription}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {calendarLabels.open}
      </button>
      {open && <SubscriptionPanel id={panelId} team={team} />}
    </div>
  );
}

function SubscriptionPanel({ id, team }: { id: string; team?: { id: string; name: string } }) {
  const [addresses] = useState(() => feedAddresses(team));
  const [copyStatus, setCopyStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(addresses.https);
      setCopyStatus(calendarLabels.copied);
    } catch {
      // no clipboard (an older browser, a page without the permission): the address is selected for the person
      input.current?.select();
      setCopyStatus(calendarLabels.copyByHand);
    }
  };

  return (
    <div id={id} className={styles.panel}>
      <p className={styles.what}>{team ? calendarLabels.whatTeam(team.name) : calendarLabels.whatLeague}</p>
      <a href={addresses.webcal} className={styles.subscribe}>
        {calendarLabels.subscribe}
      </a>
      <label htmlFor={inputId} className={styles.label}>
        {calendarLabels.address}
      </label>
      <div className={styles.copyRow}>
        <input
          ref={input}
          id={inputId}
          className={styles.address}
          type="url"
          readOnly
          value={addresses.https}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          {calendarLabels.copy}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {copyStatus}
      </p>
      <ul className={styles.how}>
        <li>
          <strong>{calendarLabels.google}</strong>
          {`${NNBSP}: ${calendarLabels.googleHow}`}
        </li>
        <li>
          <strong>{calendarLabels.apple}</strong>
          {`${NNBSP}: ${calendarLabels.appleHow}`}
        </li>
        <li>
          <strong>{calendarLabels.outlook}</strong>
          {`${NNBSP}: ${calendarLabels.outlookHow}`}
        </li>
      </ul>
      <p className={styles.mail}>
        {calendarLabels.byMail}
        <Link to={PAGES.preferences.path}>{calendarLabels.account}</Link>
        {calendarLabels.byMailEnd}
      </p>
    </div>
  );
}
