import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKey } from '../api/identity';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import {
  deleteNotification,
  markNotificationRead,
  notificationKeys,
  type AppNotification,
} from './notifications-api';

/**
 * Read and delete change the bell's unread dot, which reads the identity: both refresh it
 * along with the list.
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: identityKey }),
      queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    ]);
  };
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(id),
    onSuccess: async (updated) => {
      queryClient.setQueryData(notificationKeys.one(updated.id), updated);
      queryClient.setQueryData<AppNotification[]>(notificationKeys.list(), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
      await refresh();
    },
  });
}

export function useDeleteNotification(onDeleted?: () => void) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => deleteNotification(id),
    onSuccess: async (_deleted, id) => {
      queryClient.setQueryData<AppNotification[]>(notificationKeys.list(), (list) =>
        list?.filter((item) => item.id !== id),
      );
      queryClient.removeQueries({ queryKey: notificationKeys.one(id) });
      toastSuccess('Notification deleted');
      onDeleted?.();
      await refresh();
    },
    onError: (error) => toastError(error.message),
  });
}
