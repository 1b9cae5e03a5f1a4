import type { Settings } from '@league/shared';

/**
 * The settings tab's form: the settings as text fields (what a person types), and back. Numbers stay text
 * until sent so that a half-typed value is never replaced; `settingsProblem` says in French what blocks a save.
 */
export interface SettingsForm {
  leagueName: string;
  timeZone: string;
  win: string;
  tie: string;
  loss: string;
  maxReservationRequests: string;
  autoBackupHours: string;
  autoBackupsKept: string;
  fieldLinkName: string;
  fieldLinkUrl: string;
  socialLinks: { name: string; url: string }[];
  showJoinTeam: boolean;
  showSignUp: boolean;
  showJoinYear: boolean;
}

export function formOf(settings: Settings): SettingsForm {
  return {
    leagueName: settings.leagueName,
    timeZone: settings.timeZone,
    win: String(settings.pointRules.win),
    tie: String(settings.pointRules.tie),
    loss: String(settings.pointRules.loss),
    maxReservationRequests: String(settings.maxReservationRequests),
    autoBackupHours: String(settings.autoBackupHours),
    autoBackupsKept: String(settings.autoBackupsKept),
    fieldLinkName: settings.externalFieldLink?.name ?? '',
    fieldLinkUrl: settings.externalFieldLink?.url ?? '',
    socialLinks: settings.socialLinks.map((link) => ({ ...link })),
    showJoinTeam: settings.showJoinTeam,
    showSignUp: settings.showSignUp,
    showJoinYear: settings.showJoinYear,
  };
}

const isInteger = (text: string) => /^-?\d+$/.test(text.trim());
const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
};

export function settingsProblem(form: SettingsForm): string | null {
  if (!form.leagueName.trim()) return 'Le nom de la ligue est requis';
  if (!form.timeZone.trim()) return 'Le fuseau horaire est requis';
  if (![form.win, form.tie, form.loss].every(isInteger)) return 'Les points doivent être des nombres entiers';
  if (!isInteger(form.maxReservationRequests) || Number(form.maxReservationRequests) < 1) {
    return 'Le nombre de demandes de réservation doit être un entier d’au moins 1';
  }
  const hours = Number(form.autoBackupHours);
  if (!isInteger(form.autoBackupHours) || hours < 0 || hours > 168) {
    return 'Les heures entre deux sauvegardes automatiques doivent être un entier de 0 à 168 (0 : aucune)';
  }
  const kept = Number(form.autoBackupsKept);
  if (!isInteger(form.autoBackupsKept) || kept < 1 || kept > 100) {
    return 'Le nombre de sauvegardes automatiques gardées doit être un entier de 1 à 100';
  }
  const linkName = form.fieldLinkName.trim();
  const linkUrl = form.fieldLinkUrl.trim();
  if ((linkName === '') !== (linkUrl === ''))
    return 'Le lien des terrains demande un nom et une adresse, ou aucun des deux';
  if (linkUrl && !isWebAddress(linkUrl)) return 'L’adresse du lien des terrains doit commencer par http:// ou https://';
  for (const link of form.socialLinks) {
    if (!link.name.trim() || !link.url.trim()) return 'Chaque lien social demande un nom et une adresse';
    if (!isWebAddress(link.url))
      return `L’adresse du lien « ${link.name.trim()} » doit commencer par http:// ou https://`;
  }
  return null;
}

export function settingsOf(form: SettingsForm): Settings {
  const linkName = form.fieldLinkName.trim();
  return {
    leagueName: form.leagueName.trim(),
    timeZone: form.timeZone.trim(),
    pointRules: { win: Number(form.win), tie: Number(form.tie), loss: Number(form.loss) },
    maxReservationRequests: Number(form.maxReservationRequests),
    autoBackupHours: Number(form.autoBackupHours),
    autoBackupsKept: Number(form.autoBackupsKept),
    externalFieldLink: linkName ? { name: linkName, url: form.fieldLinkUrl.trim() } : null,
    socialLinks: form.socialLinks.map((link) => ({ name: link.name.trim(), url: link.url.trim() })),
    showJoinTeam: form.showJoinTeam,
    showSignUp: form.showSignUp,
    showJoinYear: form.showJoinYear,
  };
}
