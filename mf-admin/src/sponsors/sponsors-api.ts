import { api } from '@league/shared';
import type { Sponsor } from '@league/shared/schemas';

/** The sponsor calls (multipart for add and edit). */
type SponsorAnswer = { success: true; sponsor: Sponsor };
export const sponsorsApi = {
  add: (form: FormData) => api.put<SponsorAnswer>('/api/sponsors/add', form),
  edit: (id: string, form: FormData) => api.post<SponsorAnswer>(`/api/sponsors/edit/${encodeURIComponent(id)}`, form),
  remove: (id: string) => api.delete<{ success: true }>(`/api/sponsors/remove/${encodeURIComponent(id)}`),
};
