import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { currentDate } from '../app/clock';
import { QueryState } from '../app/QueryState';
import { fetchSubscription, subscriptionKey, type SubscriptionDetails } from './subscription-api';
import { storeKind, subscriptionSummary } from './subscription-text';
import './paywall.css';

/** Where the app stores cancel a subscription they billed: the steps and the store's own page. */
const STORE_CANCELLATION = {
  apple: {
    intro: 'You subscribed through the App Store. Apple handles the cancellation:',
    steps: [
      'Open Settings on your iPhone or iPad and tap your name.',
      'Tap Subscriptions, then Tricoach.',
      'Tap Cancel Subscription.',
    ],
    url: 'https://apps.apple.com/account/subscriptions',
    link: 'Open App Store subscriptions',
  },
  google: {
    intro: 'You subscribed through Google Play. Google handles the cancellation:',
    steps: [
      'Open Google Play, tap your profile picture, then Payments and subscriptions.',
      'Tap Subscriptions, then Tricoach.',
      'Tap Cancel subscription.',
    ],
    url: 'https://play.google.com/store/account/subscriptions',
    link: 'Open Google Play subscriptions',
  },
};

function HowToCancel({ details }: { details: SubscriptionDetails }) {
  if (!details.isPremium) return <p>You have no subscription to cancel.</p>;
  if (!details.premiumExpiresAtUtc) return <p>Lifetime Premium is paid once: there is nothing to cancel.</p>;
  if (!details.willRenew) return <p>Your subscription is already cancelled: it will not renew.</p>;
  const kind = storeKind(details.store);
  if (kind === 'apple' || kind === 'google') {
    const store = STORE_CANCELLATION[kind];
    return (
      <>
        <p>{store.intro}</p>
        <ol className="paywall__steps">
          {store.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a className="button button--ghost button--block" href={store.url} target="_blank" rel="noreferrer">
          {store.link}
        </a>
      </>
    );
  }
  return (
    <>
      <p>You subscribed on the web. Cancel it in the billing portal, where your receipts are too.</p>
      {details.managementUrl ? (
        <a
          className="button button--primary button--block"
          href={details.managementUrl}
          target="_blank"
          rel="noreferrer"
        >
          Cancel in the billing portal
        </a>
      ) : (
        <p>
          The billing portal link is not available right now: please{' '}
          <Link to="/app/settings/support-and-feedback">contact support</Link> and we will cancel it for you.
        </p>
      )}
    </>
  );
}

/** Spec 2 /app/paywall/cancel-subscription: how to cancel, where the athlete bought it. */
export function CancelSubscriptionPage() {
  const details = useQuery({ queryKey: subscriptionKey, queryFn: fetchSubscription });
  return (
    <section className="page page--narrow paywall" aria-labelledby="cancel-title">
      <Link to="/app/settings/subscriptions" className="button button--link back-link">
        ← Subscriptions
      </Link>
      <h1 id="cancel-title">Cancel subscription</h1>
      <QueryState query={details}>
        {(data) => (
          <div className="card paywall__card">
            <p className="muted">{subscriptionSummary(data, currentDate())}</p>
            <HowToCancel details={data} />
            {data.isPremium && data.willRenew ? (
              <p className="muted paywall__small">
                Premium stays until the end of the period you paid for. Your plan and training history are
                kept if you come back.
              </p>
            ) : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
