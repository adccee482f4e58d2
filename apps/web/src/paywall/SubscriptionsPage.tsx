import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { currentDate } from '../app/clock';
import { QueryState } from '../app/QueryState';
import { toastSuccess } from '../app/toast/toast-store';
import { SettingsFrame } from '../settings/SettingsFrame';
import { RestorePurchasesButton } from './RestorePurchasesButton';
import { fetchSubscription, subscriptionKey } from './subscription-api';
import { subscriptionSummary } from './subscription-text';
import './paywall.css';

/** Settings › Subscriptions: what the athlete has, and the ways to change it. */
export function SubscriptionsPage() {
  const details = useQuery({ queryKey: subscriptionKey, queryFn: fetchSubscription });
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
              <RestorePurchasesButton onRestored={() => toastSuccess('Your Premium is restored')} />
            </div>
          </div>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
