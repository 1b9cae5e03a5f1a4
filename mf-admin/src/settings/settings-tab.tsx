import {
  ApiError,
  BusyButton,
  call,
  emit,
  pickUiSettings,
  setLeagueName,
  setUiConfig,
  Spinner,
  useLeagueWrite,
} from '@league/shared';
import { editSettings, settings as readSettings } from '@league/shared/contract';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { FormField, specFailure } from '../lists/admin-list';
import listStyles from '../lists/admin-list.module.css';
import {
  formOf,
  serverProblems,
  settingsOf,
  settingsProblems,
  type SettingsForm,
  type SettingsProblems,
} from './settings-form';
import { LeagueLogoSection } from './league-logo-section';
import styles from './settings-tab.module.css';
import { TieBreakersField } from './tie-breakers-field';
import { TieDecisionsField } from './tie-decisions-field';

const SAVE_FAILED = 'Les paramètres n’ont pas pu être enregistrés';
const SAVED = 'Paramètres enregistrés\u202f: le site les utilise dès maintenant';
const PLAYOFF_HINT =
  'Le classement marque alors « Qualifiée » et « Éliminée » et trace un trait sous la dernière place des séries.';
const AGREEMENT_HINT =
  'Sinon, ou si les deux pointages diffèrent, un administrateur approuve le résultat dans l’onglet «\u202fÀ approuver\u202f».';

/** IANA zones the browser knows, for the time zone list (a typed zone is kept if the list lacks it). */
const zones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/Toronto'];

/**
 * The admin tab « Paramètres »: the league's logo (sent on its own), then the application configuration in one form.
 * The server checks each
 * value with the settings registry; once saved, the open site uses the new values at once (the shell's
 * configuration store is replaced) and every visitor gets them from /config on their next page load.
 */
export function SettingsTab() {
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refused, setRefused] = useState<SettingsProblems>({});
  const write = useLeagueWrite('settings/save', { toast: false });

  useEffect(() => {
    call(readSettings).then(
      (settings) => setForm(formOf(settings)),
      () => setLoadError('Impossible de lire les paramètres'),
    );
  }, []);

  if (loadError) return <p role="alert">{loadError}</p>;
  if (!form) return <Spinner label="Chargement des paramètres…" />;

  const change = (part: Partial<SettingsForm>) => {
    setFailure(null);
    setRefused({});
    setForm({ ...form, ...part });
  };
  // the form's own problems first; the server's, beside the same fields, until the next change
  const problems: SettingsProblems = { ...refused, ...settingsProblems(form) };
  const blocked = Object.keys(settingsProblems(form)).length > 0;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked || write.busy) return;
    let beside: SettingsProblems = {};
    const outcome = await write.run(() => call(editSettings, { body: settingsOf(form) }), {
      failure: (error) => {
        beside = error instanceof ApiError ? serverProblems(error.issues) : {};
        // the problems sit beside their fields: the message says only that nothing was saved
        return Object.keys(beside).length > 0 ? SAVE_FAILED : specFailure(SAVE_FAILED)(error);
      },
      success: SAVED,
    });
    if (!outcome.ok) {
      setRefused(beside);
      setFailure(outcome.message ?? null);
      return;
    }
    setForm(formOf(outcome.value));
    setUiConfig(pickUiSettings(outcome.value));
    setLeagueName(outcome.value.leagueName);
    emit({ type: 'toast', level: 'info', message: SAVED });
  };

  const setLink = (index: number, part: Partial<{ name: string; url: string }>) =>
    change({ socialLinks: form.socialLinks.map((link, at) => (at === index ? { ...link, ...part } : link)) });

  return (
    <div className={styles.settings}>
      <LeagueLogoSection />
      <form className={listStyles.form} onSubmit={(event) => void save(event)} noValidate>
        <Section title="La ligue">
          <FormField label="Nom de la ligue" error={problems.leagueName}>
            <input
              value={form.leagueName}
              maxLength={100}
              onChange={(event) => change({ leagueName: event.target.value })}
            />
          </FormField>
          <FormField label="Fuseau horaire" error={problems.timeZone}>
            <select value={form.timeZone} onChange={(event) => change({ timeZone: event.target.value })}>
              {[...new Set([form.timeZone, ...zones()])].map((zone) => (
                <option key={zone}>{zone}</option>
              ))}
            </select>
          </FormField>
        </Section>
        <Section title="Points au classement">
          <div className={styles.points}>
            <FormField label="Victoire">
              <input inputMode="numeric" value={form.win} onChange={(event) => change({ win: event.target.value })} />
            </FormField>
            <FormField label="Nul">
              <input inputMode="numeric" value={form.tie} onChange={(event) => change({ tie: event.target.value })} />
            </FormField>
            <FormField label="Défaite">
              <input inputMode="numeric" value={form.loss} onChange={(event) => change({ loss: event.target.value })} />
            </FormField>
          </div>
          {problems.points && <p className={listStyles.fieldError}>{problems.points}</p>}
        </Section>
        <Section title="Bris d’égalité">
          <TieBreakersField
            value={form.tieBreakers}
            error={problems.tieBreakers}
            onChange={(tieBreakers) => change({ tieBreakers })}
          />
          {form.tieBreakers.includes('adminDecision') && (
            <TieDecisionsField value={form.tieDecisions} onChange={(tieDecisions) => change({ tieDecisions })} />
          )}
          {problems.tieDecisions && <p className={listStyles.fieldError}>{problems.tieDecisions}</p>}
        </Section>
        <Section title="Séries">
          <FormField label={'Places en séries par poule (0 : non affichées)'} error={problems.playoffPlaces}>
            <input
              inputMode="numeric"
              value={form.playoffPlaces}
              onChange={(event) => change({ playoffPlaces: event.target.value })}
            />
          </FormField>
          <p className={styles.hint}>{PLAYOFF_HINT}</p>
        </Section>
        <Section title="Plages horaires de reprise">
          <FormField label="Demandes de réservation par plage horaire, au plus" error={problems.maxReservationRequests}>
            <input
              inputMode="numeric"
              value={form.maxReservationRequests}
              onChange={(event) => change({ maxReservationRequests: event.target.value })}
            />
          </FormField>
        </Section>
        <Section title="Sauvegardes automatiques">
          {/* braces: a JSX attribute string keeps the escape \u202f as six characters, not the narrow space */}
          <FormField label={'Heures entre deux sauvegardes (0\u202f: aucune)'} error={problems.autoBackupHours}>
            <input
              inputMode="numeric"
              value={form.autoBackupHours}
              onChange={(event) => change({ autoBackupHours: event.target.value })}
            />
          </FormField>
          <FormField
            label={
              'Sauvegardes automatiques gardées (de chaque sorte\u202f: la nuit, avant une restauration, avant un archivage)'
            }
            error={problems.autoBackupsKept}
          >
            <input
              inputMode="numeric"
              value={form.autoBackupsKept}
              onChange={(event) => change({ autoBackupsKept: event.target.value })}
            />
          </FormField>
        </Section>
        <Section title="Lien externe des terrains">
          <FormField label="Texte du lien" error={problems.fieldLinkName}>
            <input
              value={form.fieldLinkName}
              maxLength={100}
              onChange={(event) => change({ fieldLinkName: event.target.value })}
            />
          </FormField>
          <FormField label="Adresse (https://…)" error={problems.fieldLinkUrl}>
            <input
              type="url"
              value={form.fieldLinkUrl}
              onChange={(event) => change({ fieldLinkUrl: event.target.value })}
            />
          </FormField>
        </Section>
        <Section title="Liens sociaux">
          {form.socialLinks.length === 0 && <p>Aucun lien social.</p>}
          {form.socialLinks.map((link, index) => (
            <fieldset key={index} className={styles.link}>
              <legend>Lien {index + 1}</legend>
              <FormField label="Nom">
                <input
                  value={link.name}
                  maxLength={100}
                  onChange={(event) => setLink(index, { name: event.target.value })}
                />
              </FormField>
              <FormField label="Adresse (https://…)">
                <input type="url" value={link.url} onChange={(event) => setLink(index, { url: event.target.value })} />
              </FormField>
              <button
                type="button"
                onClick={() => change({ socialLinks: form.socialLinks.filter((_, at) => at !== index) })}
              >
                Supprimer ce lien
              </button>
              {problems[`socialLinks.${index}`] && (
                <p className={listStyles.fieldError}>{problems[`socialLinks.${index}`]}</p>
              )}
            </fieldset>
          ))}
          <button type="button" onClick={() => change({ socialLinks: [...form.socialLinks, { name: '', url: '' }] })}>
            Ajouter un lien social
          </button>
        </Section>
        <Section title="Ce que le site affiche">
          <Check
            label={'Le bouton «\u202fJoindre une équipe\u202f»'}
            checked={form.showJoinTeam}
            onChange={(showJoinTeam) => change({ showJoinTeam })}
          />
          <Check
            label="Le bouton d’inscription"
            checked={form.showSignUp}
            onChange={(showSignUp) => change({ showSignUp })}
          />
          <Check
            label="L’année d’adhésion des équipes"
            checked={form.showJoinYear}
            onChange={(showJoinYear) => change({ showJoinYear })}
          />
        </Section>
        <Section title="Résultats des matchs">
          <Check
            label="Un résultat est accepté quand les deux capitaines inscrivent le même pointage"
            checked={form.resultsByCaptainsAgreement}
            onChange={(resultsByCaptainsAgreement) => change({ resultsByCaptainsAgreement })}
          />
          <p className={styles.hint}>{AGREEMENT_HINT}</p>
        </Section>
        {failure && (
          <p role="alert" className={listStyles.error}>
            {failure}
          </p>
        )}
        <div className={listStyles.buttons}>
          <BusyButton type="submit" className={listStyles.primary} disabled={blocked} busy={write.busy}>
            {write.busy && <Spinner label="Enregistrement…" />}
            Enregistrer les paramètres
          </BusyButton>
        </div>
      </form>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend>{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
