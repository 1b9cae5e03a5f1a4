import { ApiError, call, LOCAL_NOTIFICATION_PREFIX } from '@league/shared';
import { dismissNotification } from '@league/shared/contract';

/**
 * A local notification (reserved id prefix) was never on the server: no call. One the server no longer has (404,
 * deleted from another tab) is gone all the same.
 */
export async function deleteNotification(id: string): Promise<void> {
  if (id.startsWith(LOCAL_NOTIFICATION_PREFIX)) return;
  try {
    await call(dismissNotification, { params: { id } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}
