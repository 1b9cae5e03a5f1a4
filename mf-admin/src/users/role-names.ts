/** The roles as people name them. */
export const ROLE_NAMES: Record<string, string> = {
  dev: 'Développeur',
  admin: 'Administrateur',
  captain: 'Capitaine',
  basic: 'Membre',
};
