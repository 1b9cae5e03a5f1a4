import { ROLE_LABELS, type Role } from '@league/shared';

/** One icon per role (spec §6), inline SVG; the role's French name is its accessible label. */
const PATHS: Record<Role, string> = {
  dev: 'M8 6 2 12l6 6M16 6l6 6-6 6', // </>
  admin: 'M12 2l3 6 7 1-5 5 1 7-6-3-6 3 1-7-5-5 7-1z', // star
  captain: 'M4 4h16v10l-8 6-8-6z', // shield
  basic: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0', // person
};

export function RoleIcon({ role }: { role: Role }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" role="img" aria-label={ROLE_LABELS[role]} data-role={role}>
      <path d={PATHS[role]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
