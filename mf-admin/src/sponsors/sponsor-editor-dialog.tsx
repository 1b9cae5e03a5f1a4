import {
  call,
  Dialog,
  emit,
  fieldProblems,
  leagueDataStore,
  requestStore,
  Spinner,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import { addSponsor, editSponsor } from '@league/shared/contract';
import type { Sponsor, Team } from '@league/shared/schemas';
import { useState, type FormEvent } from 'react';
import styles from '../editors/editor.module.css';
import { Field, TextField } from '../editors/fields';
import { ImageFields } from '../editors/image-field';
import { NO_IMAGE_CHOICES, type ImageChoices } from '../editors/image-file';
import { SubmitRow } from '../editors/submit-row';
import {
  newSponsorDraft,
  SPONSOR_TYPE_CHOICES,
  sponsorDraftOf,
  sponsorEditorLabels as labels,
  SPONSOR_FIELDS,
  sponsorFailure,
  sponsorFormData,
  sponsorNameMissing,
  type SponsorDraft,
  type SponsorField,
} from './sponsor-form';

/** The add/edit sponsor dialog (registry id 'sponsorEditor'), for administrators. */
export function SponsorEditorDialog({ sponsorId, onClose }: { sponsorId?: string; onClose(): void }) {
  const { sponsors, teams } = useObservable(leagueDataStore);
  const read = useObservable(requestStore, (all) => all.teams); // the league data, sponsors included
  const sponsor = sponsorId ? sponsors.find((candidate) => candidate._id === sponsorId) : undefined;
  if (sponsorId && !sponsor) {
    const loading = !read || read.status === 'loading' || read.status === 'none';
    return (
      <Dialog title={labels.addTitle} onClose={onClose}>
        {loading ? <Spinner /> : <p role="alert">{labels.unknownSponsor}</p>}
      </Dialog>
    );
  }
  return (
    <Dialog title={sponsor ? labels.editTitle(sponsor.name) : labels.addTitle} onClose={onClose} initialFocus="input">
      <SponsorForm sponsor={sponsor} teams={teams} onClose={onClose} />
    </Dialog>
  );
}

function SponsorForm({ sponsor, teams, onClose }: { sponsor?: Sponsor; teams: readonly Team[]; onClose(): void }) {
  const [draft, setDraft] = useState<SponsorDraft>(() => (sponsor ? sponsorDraftOf(sponsor) : newSponsorDraft()));
  const [images, setImages] = useState<ImageChoices>(NO_IMAGE_CHOICES);
  const [refused, setRefused] = useState<Partial<Record<SponsorField, string>>>({});
  const isNew = !sponsor;
  // the dialog says what failed, the toast what worked once it closes: never both for one failure
  const write = useLeagueWrite(isNew ? 'sponsors/add' : 'sponsors/edit', {
    failure: (error) => sponsorFailure(isNew, error),
    toast: false,
  });
  const missing = sponsorNameMissing(draft);
  const change = (part: Partial<SponsorDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setRefused({});
    write.reset();
  };
  const toggleTeam = (name: string, on: boolean) =>
    change({
      affiliateTeams: on ? [...draft.affiliateTeams, name] : draft.affiliateTeams.filter((team) => team !== name),
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (missing) return;
    const form = sponsorFormData(draft, images);
    const name = draft.name.trim();
    const success = sponsor ? labels.saved(name) : labels.added(name);
    const save = () =>
      sponsor ? call(editSponsor, { params: { id: sponsor._id }, body: form }) : call(addSponsor, { body: form });
    const outcome = await write.run(save, { success });
    if (!outcome.ok) return setRefused(fieldProblems(outcome.error, SPONSOR_FIELDS));
    onClose();
    emit({ type: 'toast', level: 'info', message: success });
  };

  return (
    <form className="league-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.columns}>
        <TextField
          label={labels.name}
          value={draft.name}
          missing={missing}
          error={refused.name}
          onChange={(name) => change({ name })}
        />
        <Field label={labels.type}>
          {(id) => (
            <select
              id={id}
              className={styles.input}
              value={draft.sponsorType}
              onChange={(event) => change({ sponsorType: event.target.value as SponsorDraft['sponsorType'] })}
            >
              {SPONSOR_TYPE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={labels.description}>
        {(id) => (
          <textarea
            id={id}
            className={styles.input}
            value={draft.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        )}
      </Field>
      <div className={styles.columns}>
        <TextField
          label={labels.telephone}
          value={draft.telephone}
          error={refused.telephone}
          onChange={(telephone) => change({ telephone })}
        />
        <TextField
          label={labels.email}
          value={draft.contactEmail}
          error={refused.contactEmail}
          onChange={(contactEmail) => change({ contactEmail })}
        />
      </div>
      <TextField
        label={labels.website}
        value={draft.websiteUrl}
        error={refused.websiteUrl}
        onChange={(websiteUrl) => change({ websiteUrl })}
      />
      <fieldset className={styles.teams}>
        <legend>{labels.teams}</legend>
        {teams.map((team) => (
          <label key={team._id} className={styles.check}>
            <input
              type="checkbox"
              checked={draft.affiliateTeams.includes(team.name)}
              onChange={(event) => toggleTeam(team.name, event.target.checked)}
            />
            {team.name}
          </label>
        ))}
      </fieldset>
      <ImageFields labels={labels} owner={sponsor} chosen={images} onChoose={setImages} />
      <SubmitRow
        id={sponsor?._id}
        error={write.state.status === 'error' ? (write.state.message ?? null) : null}
        busy={write.busy}
        disabled={missing}
      />
    </form>
  );
}
