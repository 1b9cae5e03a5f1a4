import {
  BusyButton,
  Dialog,
  errorText,
  formatFrenchDate,
  formatMessage,
  hrefOf,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import { importSample } from '@league/shared/contract';
import type { ImportOptions, ImportReport } from '@league/shared/schemas';
import { useId, useState, type FormEvent } from 'react';
import { uploadSchedule, type UploadProgress } from './import-upload';
import { matchName } from './pending-result-card';
import styles from './results.module.css';

export const importLabels = {
  title: 'Importer des matchs',
  file: 'Fichier (.csv ou .xlsx)',
  samples: 'Exemples à télécharger\u202f:',
  sampleCsv: 'calendrier .csv',
  sampleXlsx: 'calendrier .xlsx',
  mode: 'Les matchs du fichier',
  append: 's’ajoutent au calendrier',
  replace: 'remplacent les matchs non joués de la saison',
  check: 'Vérifier le fichier',
  chooseFirst: 'Choisissez un fichier .csv ou .xlsx.',
  wrongType: 'Le fichier doit être un .csv ou un .xlsx.',
  toAdd: (count: number) =>
    count === 0
      ? 'Aucun match à ajouter.'
      : count === 1
        ? '1 match à ajouter\u202f:'
        : `${count} matchs à ajouter\u202f:`,
  more: (count: number) => (count === 1 ? '… et 1 autre match.' : `… et ${count} autres matchs.`),
  replaced: (count: number) =>
    count === 1 ? '1 match non joué sera retiré.' : `${count} matchs non joués seront retirés.`,
  line: (line: number, reason: string) => `Ligne ${line}\u202f: ${reason}`,
  warnings: (count: number) =>
    count === 1
      ? 'À vérifier (la ligne sera importée)\u202f:'
      : `À vérifier (les ${count} lignes seront importées)\u202f:`,
  submit: (count: number) => (count === 1 ? 'Importer 1 match' : `Importer ${count} matchs`),
  sending: 'Envoi du fichier',
  writing: 'Écriture des matchs…',
  imported: (count: number) => (count === 1 ? '1 match importé.' : `${count} matchs importés.`),
} as const;

const ACCEPTED = /\.(csv|xlsx)$/i;

/** The import found bad rows after the check said none: its report, shown like the check's. */
class BadRows extends Error {
  constructor(readonly report: ImportReport) {
    super(report.error);
  }
}

/**
 * An administrator imports matches from a .csv or .xlsx file (POST /api/schedule/import): a dry run
 * first shows what would be added and every bad row with its line; then the import, with a progress bar while
 * the file is sent and written; then the schedule is read again and the dialog closes on the new matches.
 * The file is read by the server (exceljs stays out of the browser).
 */
export function ScheduleImportDialog({ onClose }: { onClose(): void }) {
  const { timeZone } = useObservable(uiConfigStore);
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportOptions['mode']>('append');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportReport | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const write = useLeagueWrite('schedule/import', { toast: false });

  const reset = () => {
    setPreview(null);
    setProblem(null);
    write.reset();
  };
  const send = (dryRun: boolean) => {
    if (!file) return Promise.resolve(null);
    setProgress(0);
    const call = async () => {
      const report = await uploadSchedule(file, { mode, dryRun }, setProgress);
      // rows turned bad since the check (another change meanwhile): nothing written, the new report shown
      if (!dryRun && !report.success) throw new BadRows(report);
      return report;
    };
    const options = dryRun
      ? { dryRun: true }
      : {
          success: (report: ImportReport) => importLabels.imported(report.matchCount),
          failure: (error: unknown) =>
            error instanceof BadRows ? formatMessage('matchImportFailed', { file: file.name }) : errorText(error),
          toast: true,
        };
    return write.run(call, options).finally(() => setProgress(null));
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem(importLabels.chooseFirst);
    if (!ACCEPTED.test(file.name)) return setProblem(importLabels.wrongType);
    const outcome = await send(true);
    if (outcome?.ok) setPreview(outcome.value);
  };
  const importFile = async () => {
    const outcome = await send(false);
    if (outcome?.ok) onClose();
    else if (outcome?.error instanceof BadRows) setPreview(outcome.error.report);
  };

  const ready = preview !== null && preview.errors.length === 0 && preview.matchCount > 0;
  const shown = problem ?? (write.state.status === 'error' ? write.state.message : null);
  return (
    <Dialog title={importLabels.title} onClose={onClose}>
      <form className="league-form" onSubmit={(event) => void check(event)} noValidate>
        <div className={styles.score}>
          <label htmlFor={fileId}>{importLabels.file}</label>
          <input
            id={fileId}
            className={styles.input}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              reset();
            }}
          />
        </div>
        <p className={styles.samples}>
          {importLabels.samples}{' '}
          <a href={hrefOf(importSample, { params: { format: 'csv' } })} download>
            {importLabels.sampleCsv}
          </a>
          {', '}
          <a href={hrefOf(importSample, { params: { format: 'xlsx' } })} download>
            {importLabels.sampleXlsx}
          </a>
        </p>
        <fieldset className={styles.choices}>
          <legend>{importLabels.mode}</legend>
          {(['append', 'replace'] as const).map((choice) => (
            <label key={choice} className={styles.check}>
              <input
                type="radio"
                name="mode"
                value={choice}
                checked={mode === choice}
                onChange={() => {
                  setMode(choice);
                  reset();
                }}
              />
              {importLabels[choice]}
            </label>
          ))}
        </fieldset>
        {progress !== null && <ImportProgress progress={progress} />}
        {shown && (
          <p role="alert" className={styles.error}>
            {shown}
          </p>
        )}
        {preview && file && <ImportPreview report={preview} file={file.name} timeZone={timeZone} />}
        <div className={styles.buttons}>
          <BusyButton type="submit" className={ready ? styles.secondary : styles.primary} busy={write.busy}>
            {importLabels.check}
          </BusyButton>
          {ready && (
            <BusyButton className={styles.primary} busy={write.busy} onClick={() => void importFile()}>
              {importLabels.submit(preview.matchCount)}
            </BusyButton>
          )}
        </div>
      </form>
    </Dialog>
  );
}

function ImportProgress({ progress }: { progress: UploadProgress }) {
  const writing = progress === 'writing';
  return (
    <div className={styles.progress}>
      <label>
        {writing ? importLabels.writing : importLabels.sending}
        {/* no value while the server writes: the browser draws it as under way, without a share */}
        <progress max={1} {...(writing ? {} : { value: progress })} />
      </label>
    </div>
  );
}

function ImportPreview({ report, file, timeZone }: { report: ImportReport; file: string; timeZone: string }) {
  if (report.errors.length > 0)
    return (
      <section className={styles.report} aria-labelledby="import-errors">
        <h3 id="import-errors" className={styles.error}>
          {formatMessage('matchImportFailed', { file })}
        </h3>
        <ul>
          {report.errors.map((error, index) => (
            <li key={index}>{importLabels.line(error.line, error.reason)}</li>
          ))}
        </ul>
      </section>
    );
  return (
    <section className={styles.report} aria-labelledby="import-matches">
      {report.warnings.length > 0 && (
        <div className={styles.warning}>
          <p>{importLabels.warnings(report.warnings.length)}</p>
          <ul>
            {report.warnings.map((warning) => (
              <li key={warning.line}>{importLabels.line(warning.line, warning.reason)}</li>
            ))}
          </ul>
        </div>
      )}
      <h3 id="import-matches">{importLabels.toAdd(report.matchCount)}</h3>
      {report.replaced > 0 && <p>{importLabels.replaced(report.replaced)}</p>}
      <ul>
        {report.matches.map((match) => (
          <li key={match.line}>
            {formatFrenchDate(match.date, 'shortDay', timeZone)}, {formatFrenchDate(match.date, 'time', timeZone)} ·{' '}
            {matchName(match)} · {match.field}
          </li>
        ))}
      </ul>
      {report.matchCount > report.matches.length && (
        <p>{importLabels.more(report.matchCount - report.matches.length)}</p>
      )}
    </section>
  );
}
