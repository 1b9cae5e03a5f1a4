import type { Settings, TieBreakCriterion } from '@league/shared';

/**
 * The settings tab's form: the settings as text fields (what a person types), and back. Numbers stay text
 * until sent so that a half-typed value is never replaced; `settingsProblems` says in French, field by field,
 * what blocks a save.
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
  resultsByCaptainsAgreement: boolean;
  tieBreakers: TieBreakCriterion[];
  playoffPlaces: string;
  tieDecisions: Record<string, string[]>;
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
    resultsByCaptainsAgreement: settings.resultsByCaptainsAgreement,
    tieBreakers: [...settings.tieBreakers],
    playoffPlaces: String(settings.playoffPlaces),
    tieDecisions: Object.fromEntries(Object.entries(settings.tieDecisions).map(([key, ids]) => [key, [...ids]])),
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

/** The fields a problem sits beside: the points share one line, a social link is named by its place. */
export type SettingsField =
  | 'leagueName'
  | 'timeZone'
  | 'points'
  | 'maxReservationRequests'
  | 'autoBackupHours'
  | 'autoBackupsKept'
  | 'fieldLinkName'
  | 'fieldLinkUrl'
  | `socialLinks.${number}`
  | 'tieBreakers'
  | 'playoffPlaces'
  | 'tieDecisions';
export type SettingsProblems = Partial<Record<SettingsField, string>>;

/** The most playoff places a group may have (the settings' schema says the same). */
const MAX_PLAYOFF_PLACES = 64;

const inRange = (text: string, min: number, max = Infinity) =>
  isInteger(text) && Number(text) >= min && Number(text) <= max;

/** Every problem of the form at once, each beside its field (none: the form can be saved). */
export function settingsProblems(form: SettingsForm): SettingsProblems {
  const problems: SettingsProblems = {};
  if (!form.leagueName.trim()) problems.leagueName = 'Le nom de la ligue est requis';
  if (!form.timeZone.trim()) problems.timeZone = 'Le fuseau horaire est requis';
  if (![form.win, form.tie, form.loss].every(isInteger))
    problems.points = 'Les points doivent être des nombres entiers';
  if (!inRange(form.maxReservationRequests, 1)) {
    problems.maxReservationRequests = 'Le nombre de demandes de réservation doit être un entier d’au moins 1';
  }
  if (!inRange(form.autoBackupHours, 0, 168)) {
    problems.autoBackupHours = 'Les heures entre deux sauvegardes automatiques doivent être un entier de 0 à 168';
  }
  if (!inRange(form.autoBackupsKept, 1, 100)) {
    problems.autoBackupsKept = 'Le nombre de sauvegardes automatiques gardées doit être un entier de 1 à 100';
  }
  const linkName = form.fieldLinkName.trim();
  const linkUrl = form.fieldLinkUrl.trim();
  const pair = 'Le lien des terrains demande un nom et une adresse, ou aucun des deux';
  if (linkUrl && !linkName) problems.fieldLinkName = pair;
  if (linkName && !linkUrl) problems.fieldLinkUrl = pair;
  if (linkUrl && !isWebAddress(linkUrl)) {
    problems.fieldLinkUrl = 'L’adresse du lien des terrains doit commencer par http:// ou https://';
  }
  if (form.tieBreakers.length === 0) problems.tieBreakers = 'Gardez au moins un critère de classement';
  if (!inRange(form.playoffPlaces, 0, MAX_PLAYOFF_PLACES)) {
    problems.playoffPlaces = `Les places en séries doivent être un entier de 0 à ${MAX_PLAYOFF_PLACES}`;
  }
  form.socialLinks.forEach((link, index) => {
    const problem =
      !link.name.trim() || !link.url.trim()
        ? 'Chaque lien social demande un nom et une adresse'
        : !isWebAddress(link.url) &&
          `L’adresse du lien «\u202f${link.name.trim()}\u202f» doit commencer par http:// ou https://`;
    if (problem) problems[`socialLinks.${index}`] = problem;
  });
  return problems;
}

/** The server's problems (a 400's issues: 'pointRules.win', 'socialLinks.0.url'…) beside the form's fields. */
export function serverProblems(issues: readonly { path: string; message: string }[]): SettingsProblems {
  const problems: SettingsProblems = {};
  for (const { path, message } of issues) {
    const field = fieldOfPath(path.replace(/^body\./, ''));
    if (field) problems[field] ??= message;
  }
  return problems;
}

function fieldOfPath(path: string): SettingsField | null {
  const [key = '', index, part] = path.split('.');
  if (key === 'pointRules') return 'points';
  if (key === 'externalFieldLink') return part === undefined && index === 'name' ? 'fieldLinkName' : 'fieldLinkUrl';
  if (key === 'socialLinks') return `socialLinks.${Number(index) || 0}`;
  const simple = [
    'leagueName',
    'timeZone',
    'maxReservationRequests',
    'autoBackupHours',
    'autoBackupsKept',
    'tieBreakers',
    'playoffPlaces',
    'tieDecisions',
  ] as const;
  return simple.find((one) => one === key) ?? null;
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
    resultsByCaptainsAgreement: form.resultsByCaptainsAgreement,
    tieBreakers: [...form.tieBreakers],
    playoffPlaces: Number(form.playoffPlaces),
    tieDecisions: form.tieDecisions,
  };
}
