import {
  BusyButton,
  call,
  compareFrench,
  leagueDataStore,
  paths,
  seasonQuery,
  uiConfigStore,
  useObservable,
} from '@league/shared';
import { fields as fieldsCall } from '@league/shared/contract';
import { Link } from '@league/shared/router';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useFocusFirstProblem } from '../editors/focus-problem';
import { FormField } from '../lists/admin-list';
import listStyles from '../lists/admin-list.module.css';
import { useListRead } from '../lists/use-list-read';
import { ExistingDialog, ExistingMatches } from './existing-matches';
import { blankForm, formProblems, seasonPools, wishChoices, type GeneratorForm } from './generator-form';
import { GeneratorPreview } from './generator-preview';
import { generatorWords as words } from './generator-words';
import { PoolRows } from './pool-rows';
import { SkipDays } from './skip-days';
import { SlotRows } from './slot-rows';
import { useGenerator } from './use-generator';
import { WishRows } from './wish-rows';
import styles from './generator.module.css';

/**
 * The admin tab « Calendrier » (docs/product.md#generator): a season's schedule from its pools and the league's
 * weekly slots, previewed (« Aperçu », « Mélanger ») then published in one write.
 */
export function GeneratorTab() {
  const { timeZone } = useObservable(uiConfigStore);
  const { teams } = useObservable(leagueDataStore);
  const read = useListRead(
    'fields',
    (season) => call(fieldsCall, { query: seasonQuery(season) }).then((answer) => answer.fields),
    words.fieldsFailed,
  );
  const fields = useMemo(() => read.items ?? [], [read.items]);
  const [form, setForm] = useState<GeneratorForm>(() => blankForm());
  const [tried, setTried] = useState(false);
  const seasonTeams = useMemo(() => teams.map(({ name, division, pool }) => ({ name, division, pool })), [teams]);
  const generator = useGenerator(form, seasonTeams);
  const { ref: formRef, focusFirstProblem } = useFocusFirstProblem();
  const scheduleLink = useRef<HTMLAnchorElement>(null);

  // a new slot's field: the season's first, once the fields are read
  useEffect(() => {
    const first = fields[0]?._id;
    if (!first) return;
    setForm((old) =>
      old.slots.some((slot) => !slot.field)
        ? { ...old, slots: old.slots.map((slot) => (slot.field ? slot : { ...slot, field: first })) }
        : old,
    );
  }, [fields]);

  const teamNames = useMemo(() => teams.map((team) => team.name).sort(compareFrench), [teams]);
  const pools = useMemo(
    () => seasonPools(seasonTeams).map(({ division, pool }) => ({ division, pool })),
    [seasonTeams],
  );

  const wishes = wishChoices(form, seasonTeams, { teamNames, pools });
  const problems = tried ? formProblems(form, seasonTeams) : {};
  const change = (part: Partial<GeneratorForm>) => setForm((old) => ({ ...old, ...part }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generator.busy) return;
    setTried(true);
    // refused: the focus goes to the first field in error, which scrolls it into view (on a phone the problem may
    // sit a screen and a half above « Aperçu »)
    if (Object.keys(formProblems(form, seasonTeams)).length > 0) focusFirstProblem();
    else void generator.preview();
  };
  const { shown, done } = generator;

  // published, « Publier » has nothing left to do and is disabled: the focus goes to what was said, its link
  useEffect(() => {
    if (done) scheduleLink.current?.focus();
  }, [done]);

  return (
    <section className={styles.generator} aria-labelledby="generator-title">
      <h2 id="generator-title">{words.title}</h2>
      <p className={styles.intro}>{words.intro}</p>
      {read.loadError && <p role="alert">{read.loadError}</p>}
      <form ref={formRef} className={`${listStyles.form} ${styles.generator}`} onSubmit={submit} noValidate>
        <fieldset className={styles.group}>
          <legend>{words.period}</legend>
          <div className={styles.row}>
            <div className={styles.field}>
              <FormField label={words.from} error={problems.from}>
                <input type="date" value={form.from} onChange={(event) => change({ from: event.target.value })} />
              </FormField>
            </div>
            <div className={styles.field}>
              <FormField label={words.to} error={problems.to}>
                <input type="date" value={form.to} onChange={(event) => change({ to: event.target.value })} />
              </FormField>
            </div>
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{words.meetings}</legend>
          <div className={styles.choices}>
            {(['once', 'twice', 'other'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="generator-meetings"
                  checked={form.meetings === choice}
                  onChange={() => change({ meetings: choice })}
                />
                {words[choice]}
              </label>
            ))}
          </div>
          {form.meetings === 'other' && (
            <FormField label={words.otherCount} error={problems.meetings}>
              <input
                inputMode="numeric"
                value={form.otherMeetings}
                onChange={(event) => change({ otherMeetings: event.target.value })}
              />
            </FormField>
          )}
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.crossPools}
              onChange={(event) => change({ crossPools: event.target.checked })}
            />
            {words.crossPools}
          </label>
        </fieldset>
        <PoolRows
          teams={seasonTeams}
          leftOut={form.leftOut}
          crossPools={form.crossPools}
          problem={problems.pools}
          onChange={(leftOut) => change({ leftOut })}
        />
        <SlotRows slots={form.slots} fields={fields} problem={problems.slots} onChange={(slots) => change({ slots })} />
        <SkipDays days={form.skipDays} onChange={(skipDays) => change({ skipDays })} />
        <WishRows
          teamDays={form.teamDays}
          poolFields={form.poolFields}
          teams={wishes.teamNames}
          pools={wishes.pools}
          fields={fields}
          onChange={change}
        />
        {generator.failure && (
          <p role="alert" className={styles.problem}>
            {generator.failure}
          </p>
        )}
        <div role="status">
          {generator.previewBusy && <p className={styles.status}>{words.previewing}</p>}
          {generator.publishBusy && <p className={styles.status}>{words.publishing}</p>}
          {generator.stale && <p className={styles.status}>{words.stale}</p>}
          {done && (
            <p className={styles.status}>
              {done}{' '}
              <Link ref={scheduleLink} to={paths.schedule}>
                {words.seeSchedule}
              </Link>
            </p>
          )}
        </div>
        <div className={styles.actions}>
          {/* busy, the buttons keep the focus (shared/src/ui/busy-button.tsx); nothing to shuffle or publish: disabled */}
          <BusyButton type="submit" className={shown ? undefined : listStyles.primary} busy={generator.busy}>
            {words.preview}
          </BusyButton>
          <BusyButton busy={generator.busy} disabled={!shown} onClick={() => void generator.shuffle()}>
            {words.shuffle}
          </BusyButton>
          <BusyButton
            className={listStyles.primary}
            busy={generator.busy}
            disabled={!generator.publishable}
            onClick={generator.publish}
          >
            {words.publish(shown && !shown.published ? shown.answer.matches.length : 0)}
          </BusyButton>
        </div>
      </form>
      {shown && !shown.published && shown.answer.existing.count > 0 && (
        <ExistingMatches
          existing={shown.answer.existing}
          period={form}
          choice={generator.existing}
          onChoose={(choice) => void generator.choose(choice)}
        />
      )}
      {shown && <GeneratorPreview answer={shown.answer} published={shown.published} timeZone={timeZone} />}
      {generator.asking &&
        shown &&
        createPortal(
          <ExistingDialog
            existing={shown.answer.existing}
            period={form}
            onChoose={generator.answer}
            onCancel={generator.cancelAsking}
          />,
          document.body,
        )}
    </section>
  );
}
