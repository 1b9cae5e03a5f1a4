import { api, ApiError, LOCAL_NOTIFICATION_PREFIX } from '@league/shared';
import type { SuccessResponse } from '@league/shared/schemas';
import { checkContract } from '../../lib';

/**
 * DELETE /api/myaccount/notification/{id}. A local notification (reserved id prefix) was never on the server:
 * no call. One the server no longer has (404, deleted from another tab) is gone all the same.
 */
export async function deleteNotification(id: string): Promise<void> {
  if (id.startsWith(LOCAL_NOTIFICATION_PREFIX)) return;
  try {
    const answer = await api.delete<SuccessResponse>(`/api/myaccount/notification/${encodeURIComponent(id)}`);
    await checkContract('successSchema', answer);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
