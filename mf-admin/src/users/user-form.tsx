import {
  hasDevStatus,
  leagueDataStore,
  ROLE_LABELS,
  ROLES,
  sessionStore,
  useObservable,
  type Role,
} from '@league/shared';
import { emailProblem, passwordProblem } from '@league/shared/validation';
import type { User, UserAddInput, UserEditBody } from '@league/shared/schemas';
import { FormField, type FieldsProps } from '../lists/admin-list';
import { TeamChecklist } from '../lists/team-checklist';

/** What the add/edit user dialog edits (name, e-mail, role, captained and favourite teams, gender H/F). */
export interface UserDraft {
  name: string;
  email: string;
  role: Role;
  gender: '' | 'H' | 'F';
  teams: string[];
  favourites: string[];
  /** add only: a first password; empty = the person sets one at first login */
  password: string;
}

export const GENDER_LABELS = { H: 'Homme', F: 'Femme' } as const;

export const blankUser = (): UserDraft => ({
  name: '',
  email: '',
  role: 'basic',
  gender: '',
  teams: [],
  favourites: [],
  password: '',
});

export const userDraftOf = (user: User): UserDraft => ({
  name: user.name,
  email: user.email,
  role: user.role,
  gender: user.gender ?? '',
  teams: [...user.teams],
  favourites: [...user.favourites],
  password: '',
});

export function userProblem(draft: UserDraft): string | null {
  if (!draft.name.trim()) return 'Le nom est requis';
  const email = emailProblem(draft.email);
  if (email) return email;
  return draft.password ? passwordProblem(draft.password) : null;
}

export function userAddBody(draft: UserDraft): UserAddInput {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    role: draft.role,
    gender: draft.gender || null,
    teams: draft.teams,
    favourites: draft.favourites,
    ...(draft.password ? { password: draft.password } : {}),
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');

/**
 * Only what changed is sent: the server lets only a developer touch a developer's e-mail, so an unchanged
 * e-mail must not be sent back.
 */
export function userEditBody(user: User, draft: UserDraft): UserEditBody {
  const body: UserEditBody = {};
  if (draft.name.trim() !== user.name) body.name = draft.name.trim();
  if (draft.email.trim().toLowerCase() !== user.email.toLowerCase()) body.email = draft.email.trim();
  if (draft.role !== user.role) body.role = draft.role;
  if ((draft.gender || null) !== user.gender) body.gender = draft.gender || null;
  if (!sameList(draft.teams, user.teams)) body.teams = draft.teams;
  if (!sameList(draft.favourites, user.favourites)) body.favourites = draft.favourites;
  return body;
}

/** The dialog's fields; the developer role is offered only to developers (the server refuses it to others). */
export function UserFields({ draft, change, item }: FieldsProps<User, UserDraft>) {
  const session = useObservable(sessionStore);
  const teams = useObservable(leagueDataStore).teams.map((team) => team.name);
  const actorIsDev = session.loggedIn && hasDevStatus(session.perm.role);
  const roles = ROLES.filter((role) => role !== 'dev' || actorIsDev || draft.role === 'dev');
  return (
    <>
      <FormField label="Nom">
        <input value={draft.name} maxLength={100} onChange={(event) => change({ name: event.target.value })} />
      </FormField>
      <FormField label="Courriel">
        <input
          type="email"
          autoComplete="off"
          value={draft.email}
          onChange={(event) => change({ email: event.target.value })}
        />
      </FormField>
      <FormField label="Rôle">
        <select value={draft.role} onChange={(event) => change({ role: event.target.value as Role })}>
          {roles.map((role) => (
            <option key={role} value={role} disabled={role === 'dev' && !actorIsDev}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Genre">
        <select
          value={draft.gender}
          onChange={(event) => change({ gender: event.target.value as UserDraft['gender'] })}
        >
          <option value="">Non précisé</option>
          <option value="H">{GENDER_LABELS.H}</option>
          <option value="F">{GENDER_LABELS.F}</option>
        </select>
      </FormField>
      <TeamChecklist
        legend="Équipes dont il ou elle est capitaine"
        teams={teams}
        chosen={draft.teams}
        onChange={(chosen) => change({ teams: chosen })}
      />
      <TeamChecklist
        legend="Équipes favorites (la première cochée est la principale)"
        teams={teams}
        chosen={draft.favourites}
        onChange={(favourites) => change({ favourites })}
      />
      {item === undefined && (
        <FormField label="Mot de passe provisoire (facultatif)">
          <input
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(event) => change({ password: event.target.value })}
          />
        </FormField>
      )}
    </>
  );
}
