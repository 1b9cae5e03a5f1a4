import { BusyButton, call, emit, Spinner, useLeagueWrite } from '@league/shared';
import { leagueLogo, restoreLeagueLogo, uploadLeagueLogo } from '@league/shared/contract';
import type { LeagueLogo } from '@league/shared/schemas';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { imageFileProblem, imageMessages, readAsDataUrl, type ChosenImage } from '../editors/image-file';
import { ImagePicker } from '../editors/image-picker';
import listStyles from '../lists/admin-list.module.css';
import styles from './settings-tab.module.css';

export const LOGO_LABELS = {
  title: 'Logo de la ligue',
  wide: 'Écran large',
  narrow: 'Téléphone',
  none: 'Aucun',
  choose: 'Choisir une image',
  what: 'JPG, PNG ou SVG, 2\u202fMo au plus',
  preview: 'Aperçu avant l’envoi',
  send: 'Envoyer ce logo',
  sending: 'Envoi du logo…',
  restore: 'Rétablir le logo d’origine',
  restoring: 'Rétablissement…',
  loadFailed: 'Impossible de lire le logo de la ligue',
  sent: 'Logo de la ligue enregistré\u202f: il paraît dans la barre du haut au prochain chargement des pages',
  restored: 'Logo d’origine rétabli\u202f: il paraît dans la barre du haut au prochain chargement des pages',
  hint: 'Le site en tire deux images\u202f: le logo large de la barre du haut (120 pixels de haut) et une version presque carrée pour les téléphones.',
} as const;

/**
 * « Logo de la ligue » in the settings tab: the two images the site serves now, a file input with a preview of the
 * chosen image as the bar will show it, and « Rétablir le logo d'origine » once a logo was uploaded. Each action is
 * sent at once (a form of its own, apart from the settings' « Enregistrer »); the server checks the image again.
 */
export function LeagueLogoSection() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [logo, setLogo] = useState<LeagueLogo | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useLeagueWrite('settings/logo', { toast: false });
  const restore = useLeagueWrite('settings/logo-restore', { toast: false });

  useEffect(() => {
    call(leagueLogo).then(setLogo, () => setLoadError(LOGO_LABELS.loadFailed));
  }, []);

  const choose = async (file: File | undefined) => {
    setChosen(null);
    setProblem(file ? imageFileProblem(file) : null);
    if (!file || imageFileProblem(file)) return;
    try {
      setChosen({ file, preview: await readAsDataUrl(file) });
    } catch {
      setProblem(imageMessages.unreadable);
    }
  };

  const done = (answer: LeagueLogo, message: string) => {
    setLogo(answer);
    setChosen(null);
    setProblem(null);
    if (input.current) input.current.value = '';
    emit({ type: 'toast', level: 'info', message });
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || upload.busy) return;
    const form = new FormData();
    form.append('logo', chosen.file, chosen.file.name);
    const outcome = await upload.run(() => call(uploadLeagueLogo, { body: form }));
    if (outcome.ok) done(outcome.value, LOGO_LABELS.sent);
    else if (outcome.message) setProblem(outcome.message);
  };

  const restoreOriginal = async () => {
    const outcome = await restore.run(() => call(restoreLeagueLogo));
    if (outcome.ok) done(outcome.value, LOGO_LABELS.restored);
    else if (outcome.message) setProblem(outcome.message);
  };

  return (
    <form
      className={`${listStyles.form} ${styles.section}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void send(event)}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {LOGO_LABELS.title}
      </h2>
      {loadError && <p role="alert">{loadError}</p>}
      {!logo && !loadError && <Spinner label="Chargement du logo…" />}
      {logo && (
        <div className={styles.logos}>
          <LogoImage label={LOGO_LABELS.wide} src={logo.wide?.url} />
          <LogoImage label={LOGO_LABELS.narrow} src={logo.narrow?.url} />
        </div>
      )}
      <p className={styles.hint}>{LOGO_LABELS.hint}</p>
      <ImagePicker
        id={id}
        input={input}
        problem={problem}
        button={LOGO_LABELS.choose}
        buttonClassName={styles.chooseLogo}
        labelled
        chosen={chosen ? chosen.file.name : LOGO_LABELS.what}
        onChoose={(file) => void choose(file)}
      />
      {chosen && (
        <figure className={styles.logoPreview}>
          <figcaption>{LOGO_LABELS.preview}</figcaption>
          {/* as the navbar shows it: 40 px high */}
          <img src={chosen.preview} alt={`Aperçu de ${chosen.file.name}`} />
        </figure>
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className={listStyles.error}>
          {problem}
        </p>
      )}
      <div className={styles.logoButtons}>
        <BusyButton type="submit" className={listStyles.primary} disabled={!chosen} busy={upload.busy}>
          {upload.busy && <Spinner label={LOGO_LABELS.sending} />}
          {LOGO_LABELS.send}
        </BusyButton>
        {logo?.restorable && (
          <BusyButton busy={restore.busy} onClick={() => void restoreOriginal()}>
            {restore.busy && <Spinner label={LOGO_LABELS.restoring} />}
            {LOGO_LABELS.restore}
          </BusyButton>
        )}
      </div>
    </form>
  );
}

function LogoImage({ label, src }: { label: string; src: string | undefined }) {
  return (
    <figure className={styles.logo}>
      <figcaption>{label}</figcaption>
      {src ? <img src={src} alt={`${LOGO_LABELS.title} (${label.toLowerCase()})`} /> : <span>{LOGO_LABELS.none}</span>}
    </figure>
  );
}
