import { api, type ResultProposal } from '@league/shared';

const match = (id: string) => encodeURIComponent(id);

/** The result calls of spec §7 Schedule: a proposal, and an administrator's decision on it. */
export const resultsApi = {
  propose: (id: string, proposal: ResultProposal) => api.post(`/api/schedule/requestedit/${match(id)}`, proposal),
  decide: (id: string, decision: 'approve' | 'refuse', expected: ResultProposal) =>
    api.post(`/api/schedule/approveedit/${match(id)}`, { decision, expected }),
};
