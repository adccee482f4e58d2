import { useMutation, useQueryClient } from '@tanstack/react-query';
import { identityKey } from '../api/identity';
import { ActionButton } from '../app/form/fields';
import { toastError } from '../app/toast/toast-store';
import { RESTORE_FAILED } from './store';
import { restorePurchases, subscriptionKey } from './subscription-api';

export const NOTHING_TO_RESTORE = 'We found no Premium purchase for this account.';

/**
 * "Restore purchases": the server asks the store what this athlete owns. `onRestored` runs once
 * the identity and the subscription were read again with the Premium found.
 */
export function RestorePurchasesButton({ onRestored }: { onRestored: () => void }) {
  const client = useQueryClient();
  const restore = useMutation({
    mutationFn: restorePurchases,
    onSuccess: async ({ restored }) => {
      if (!restored) return toastError(NOTHING_TO_RESTORE);
      await Promise.all([
        client.invalidateQueries({ queryKey: identityKey }),
        client.invalidateQueries({ queryKey: subscriptionKey }),
      ]);
      onRestored();
    },
    onError: () => toastError(RESTORE_FAILED),
  });
  return (
    <ActionButton
      className="button button--link button--block"
      onClick={() => restore.mutate()}
      busy={restore.isPending}
      busyLabel="Restoring…"
    >
      Restore purchases
    </ActionButton>
  );
}
