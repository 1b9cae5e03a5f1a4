import {
  call,
  Dialog,
  errorText,
  leagueDataStore,
  requestStore,
  Spinner,
  uiConfigStore,
  useLeagueWrite,
  useObservable,
} from '@league/shared';
import { addTeam, editTeam } from '@league/shared/contract';
import type { Team } from '@league/shared/schemas';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '@league/shared/router';
import { ColourPickerDialog } from '../editors/colour-picker';
import styles from '../editors/editor.module.css';
import { ChoiceField } from '../editors/choice-field';
import { TextField } from '../editors/fields';
import { ImageFields } from '../editors/image-field';
import { NO_IMAGE_CHOICES, type ImageChoices } from '../editors/image-file';
import { useFocusFirstProblem } from '../editors/focus-problem';
import { SubmitRow } from '../editors/submit-row';
import type { FieldErrors } from '../lists/field-errors';
import {
  divisionsOf,
  missingTeamFields,
  newTeamDraft,
  poolAfterDivisionChange,
  poolChoices,
  teamDraftOf,
  teamEditorLabels as labels,
  teamFailure,
  teamFieldErrors,
  teamFormData,
  teamProblems,
  type TeamDraft,
} from './team-form';
import { followTeam } from './team-follow';

/**
 * The add/edit team dialog (registry id 'teamEditor'): administrators add and edit any team, a captain
 * edits the teams they captain (the server checks). What was typed stays when the call fails.
 */
export function TeamEditorDialog({ teamId, onClose }: { teamId?: string; onClose(): void }) {
  const { teams } = useObservable(leagueDataStore);
  const teamsRead = useObservable(requestStore, (all) => all.teams);
  const team = teamId ? teams.find((candidate) => candidate._id === teamId) : undefined;
  const title = team ? labels.editTitle(team.name) : labels.addTitle;
  if (teamId && !team) {
    const loading = !teamsRead || teamsRead.status === 'loading' || teamsRead.status === 'none';
    return (
      <Dialog title={labels.addTitle} onClose={onClose}>
        {loading ? <Spinner /> : <p role="alert">{labels.unknownTeam}</p>}
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose} initialFocus="input">
      <TeamForm team={team} teams={teams} onClose={onClose} />
    </Dialog>
  );
}

function TeamForm({ team, teams, onClose }: { team?: Team; teams: readonly Team[]; onClose(): void }) {
  const { showJoinYear } = useObservable(uiConfigStore);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [draft, setDraft] = useState<TeamDraft>(() => (team ? teamDraftOf(team) : newTeamDraft()));
  const [images, setImages] = useState<ImageChoices>(NO_IMAGE_CHOICES);
  const [picking, setPicking] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref: formRef, focusFirstProblem } = useFocusFirstProblem();
  const isNew = !team;
  // a reason that concerns one field is shown beside it; the message above the button then only says what failed
  const write = useLeagueWrite(isNew ? 'teams/add' : 'teams/edit', {
    failure: (error) =>
      Object.keys(teamFieldErrors(error, showJoinYear)).length > 0
        ? teamFailure(isNew, null)
        : teamFailure(isNew, errorText(error)),
    toast: false,
  });
  const missing = missingTeamFields(draft);
  // the server's rule checked before sending (a join year of 3050); then the server's reasons, until a change
  const own = teamProblems(draft, showJoinYear);
  const problems: FieldErrors = { ...errors, ...own };
  const blocked = missing.length > 0 || Object.keys(own).length > 0;

  const change = (part: Partial<TeamDraft>) => {
    setDraft((current) => ({ ...current, ...part }));
    setErrors({});
    write.reset();
  };
  const failed = (outcome: { ok: boolean; error?: unknown }) => {
    if (outcome.ok) return;
    const beside = teamFieldErrors(outcome.error, showJoinYear);
    setErrors(beside);
    // the reason sits beside its field: the focus goes there, where it is read
    if (Object.keys(beside).length > 0) focusFirstProblem();
  };
  const changeDivision = (division: string) => change({ division, pool: poolAfterDivisionChange(teams, division) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (write.busy) return;
    if (blocked) return focusFirstProblem();
    const form = teamFormData(draft, images, showJoinYear);
    const name = draft.name.trim();
    if (isNew) {
      const outcome = await write.run(() => call(addTeam, { body: form }), {
        success: labels.added(name),
        toast: true,
      });
      failed(outcome);
      if (outcome.ok) onClose();
      return;
    }
    const outcome = await write.run(() => call(editTeam, { params: { id: team._id }, body: form }), {
      success: labels.saved(name),
      toast: true,
    });
    failed(outcome);
    if (!outcome.ok) return;
    await followTeam(team.name, outcome.value.team?.name ?? name, pathname, navigate);
    onClose();
  };

  return (
    <>
      <form ref={formRef} className="league-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={labels.name}
          value={draft.name}
          missing={missing.includes('name')}
          error={problems.name}
          onChange={(name) => change({ name })}
        />
        <div className={styles.columns}>
          <ChoiceField
            label={labels.division}
            newLabel={labels.newDivision}
            placeholder={labels.chooseDivision}
            value={draft.division}
            missing={missing.includes('division')}
            error={problems.division}
            choices={divisionsOf(teams)}
            onChange={changeDivision}
          />
          <ChoiceField
            key={draft.division}
            label={labels.pool}
            newLabel={labels.newPool}
            value={draft.pool}
            error={problems.pool}
            choices={poolChoices(teams, draft.division)}
            onChange={(pool) => change({ pool })}
          />
        </div>
        <div className={styles.columns}>
          <div className={styles.field}>
            <span>{labels.colour}</span>
            <div className={styles.colour}>
              <span className={styles.chip} style={{ background: draft.color }} aria-hidden="true" />
              <span className={styles.hex}>{draft.color}</span>
              <button type="button" className={styles.button} onClick={() => setPicking(true)}>
                {labels.chooseColour}
              </button>
            </div>
          </div>
          {showJoinYear && (
            <TextField
              label={labels.join}
              value={draft.join}
              inputMode="numeric"
              maxLength={4}
              error={problems.join}
              onChange={(join) => change({ join })}
            />
          )}
        </div>
        <ImageFields labels={labels} owner={team} chosen={images} onChoose={setImages} />
        <SubmitRow
          id={team?._id}
          error={write.state.status === 'error' ? (write.state.message ?? null) : null}
          busy={write.busy}
          disabled={blocked}
        />
      </form>
      {picking && (
        <ColourPickerDialog
          colour={draft.color}
          onPick={(color) => change({ color })}
          onClose={() => setPicking(false)}
        />
      )}
    </>
  );
}
