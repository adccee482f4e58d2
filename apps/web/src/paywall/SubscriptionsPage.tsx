import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { identityKey } from '../api/identity';
import { currentDate } from '../app/clock';
import { QueryState } from '../app/QueryState';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import { SettingsFrame } from '../settings/SettingsFrame';
import { RESTORE_FAILED } from './store';
import { fetchSubscription, restorePurchases, subscriptionKey } from './subscription-api';
import { subscriptionSummary } from './subscription-text';
import './paywall.css';

/** Settings › Subscriptions: what the athlete has, and the ways to change it. */
export function SubscriptionsPage() {
  const client = useQueryClient();
  const details = useQuery({ queryKey: subscriptionKey, queryFn: fetchSubscription });
  const restore = useMutation({
    mutationFn: restorePurchases,
    onSuccess: async ({ restored }) => {
      if (!restored) return toastError('We found no Premium purchase for this account.');
      await Promise.all([
        client.invalidateQueries({ queryKey: identityKey }),
        client.invalidateQueries({ queryKey: subscriptionKey }),
      ]);
      toastSuccess('Your Premium is restored');
    },
    onError: () => toastError(RESTORE_FAILED),
  });
  return (
    <SettingsFrame title="Subscriptions">
      <QueryState query={details}>
        {(data) => (
          <div className="card" aria-label="Your subscription">
            <h2 className="card__title">{data.isPremium ? 'Tricoach Premium' : 'Your access'}</h2>
            <p>{subscriptionSummary(data, currentDate())}</p>
            <div className="paywall__actions">
              {data.isPremium ? null : (
                <Link to="/app/paywall" className="button button--primary button--block">
                  See Premium plans
                </Link>
              )}
              {data.isPremium && data.willRenew ? (
                <Link to="/app/paywall/cancel-subscription" className="button button--ghost button--block">
                  Cancel subscription
                </Link>
              ) : null}
              {data.isPremium && data.managementUrl ? (
                <a
                  className="button button--ghost button--block"
                  href={data.managementUrl}
                  target="_blank"
                  rel="noreferrer"
                >
                  Receipts and billing
                </a>
              ) : null}
              <button
                type="button"
                className="button button--link button--block"
                onClick={() => restore.mutate()}
                disabled={restore.isPending}
              >
                {restore.isPending ? 'Restoring…' : 'Restore purchases'}
              </button>
            </div>
          </div>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
