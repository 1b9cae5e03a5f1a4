import { DEFAULT_SPONSOR_COLOR, failureText, messages, type SponsorTier } from '@league/shared';
import { SPONSOR_TIER_LABELS, SPONSOR_TIERS } from '@league/shared/sponsors';
import type { Sponsor } from '@league/shared/schemas';
import { appendImages, type ImageChoices } from '../editors/image-file';

/** The rules of the add/edit sponsor dialog: the name is required; the colour is hidden, brown by default. */
export const sponsorEditorLabels = {
  addTitle: 'Ajouter un commanditaire',
  editTitle: (name: string) => `Modifier le commanditaire ${name}`,
  name: 'Nom',
  type: 'Catégorie',
  description: 'Description',
  telephone: 'Téléphone',
  website: 'Site web',
  email: 'Courriel de contact',
  teams: 'Équipes commanditées',
  logo: 'Logo',
  picture: 'Photo',
  added: (name: string) => `Commanditaire ${name} ajouté`,
  saved: (name: string) => `Commanditaire ${name} enregistré`,
  unknownSponsor: 'Ce commanditaire n’existe plus.',
} as const;

/** The tiers: Platinum, Gold, Silver, Bronze or none, read as Platine, Or, Argent, Bronze, Aucun. */
export const SPONSOR_TYPE_CHOICES = SPONSOR_TIERS.map((tier) => ({ value: tier, label: SPONSOR_TIER_LABELS[tier] }));

export interface SponsorDraft {
  name: string;
  sponsorType: SponsorTier;
  description: string;
  telephone: string;
  websiteUrl: string;
  contactEmail: string;
  affiliateTeams: string[];
  color: string;
}

export const newSponsorDraft = (): SponsorDraft => ({
  name: '',
  sponsorType: '',
  description: '',
  telephone: '',
  websiteUrl: '',
  contactEmail: '',
  affiliateTeams: [],
  color: DEFAULT_SPONSOR_COLOR,
});

export function sponsorDraftOf(sponsor: Sponsor): SponsorDraft {
  const { name, sponsorType, description, telephone, websiteUrl, contactEmail, affiliateTeams, color } = sponsor;
  return { name, sponsorType, description, telephone, websiteUrl, contactEmail, affiliateTeams, color };
}

export const sponsorNameMissing = (draft: SponsorDraft) => draft.name.trim() === '';

/** The multipart form: the sponsor fields (teams as a JSON list), the files and their names. */
export function sponsorFormData(draft: SponsorDraft, images: ImageChoices) {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('sponsorType', draft.sponsorType);
  form.append('description', draft.description);
  form.append('telephone', draft.telephone.trim());
  form.append('websiteUrl', draft.websiteUrl.trim());
  form.append('contactEmail', draft.contactEmail.trim());
  form.append('affiliateTeams', JSON.stringify(draft.affiliateTeams));
  form.append('color', draft.color);
  appendImages(form, images);
  return form;
}

/** The sponsor's fields whose refusals by the server show beside them. */
export const SPONSOR_FIELDS = ['name', 'telephone', 'contactEmail', 'websiteUrl'] as const;
export type SponsorField = (typeof SPONSOR_FIELDS)[number];

/** The sponsor could not be added / edited, then the server's reason, once (field problems sit beside their field). */
export const sponsorFailure = (isNew: boolean, error: unknown) =>
  failureText(isNew ? messages.sponsorAddFailed : messages.sponsorEditFailed, error, SPONSOR_FIELDS);
