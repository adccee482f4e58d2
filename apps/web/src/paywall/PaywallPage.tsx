import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchIdentity, identityKey, type Identity } from '../api/identity';
import { currentDate } from '../app/clock';
import { ChoiceGroup, SubmitButton } from '../app/form/fields';
import { Loading } from '../app/Loading';
import { toastError, toastSuccess } from '../app/toast/toast-store';
import { useIdentity } from '../app/use-identity';
import { failureOf } from '../athlete-data/mutations';
import { trialState } from '../dashboard/TrialNotice';
import { waitForPremium } from './premium-wait';
import {
  buy,
  loadOffers,
  OPTIONS_UNAVAILABLE,
  PREMIUM_TIMED_OUT,
  StoreError,
  type Offer,
  type PackageKind,
} from './store';
import { RestorePurchasesButton } from './RestorePurchasesButton';
import { awaitPaymentEvent, fetchStoreConfig, storeConfigKey } from './subscription-api';
import './paywall.css';

const AFTER_PURCHASE = '/app/dashboard';

function TrialLine() {
  const { identity } = useIdentity();
  if (!identity) return null;
  if (identity.paywallStatus.isPremium) return null;
  const state = trialState(identity, currentDate());
  if (state?.kind === 'days')
    return <p className="muted">Free trial: {`${state.days} ${state.days === 1 ? 'day' : 'days'}`} left.</p>;
  if (state?.kind === 'lastDay') return <p className="paywall__callout">Your free trial ends today.</p>;
  return (
    <p className="paywall__callout">
      Your free trial has ended. Your plan and history are kept: subscribe to pick up where you left off.
    </p>
  );
}

const describe = (offer: Offer) =>
  offer.isLifetime
    ? 'One payment, Premium for good'
    : offer.perMonth
      ? `${offer.perMonth} per month`
      : 'Billed monthly';

/** The purchase, then the wait for the store's word (spec 4): polled identity, 250 ms, 60 s. */
function usePurchase(onPremium: (identity: Identity) => void) {
  const [confirming, setConfirming] = useState(false);
  const [stillPending, setStillPending] = useState(false);
  const purchase = useMutation({
    mutationFn: async ({
      offer,
      config,
    }: {
      offer: Offer;
      config: Awaited<ReturnType<typeof fetchStoreConfig>>;
    }) => {
      const outcome = await buy(config, offer);
      if (outcome === 'cancelled') return 'cancelled' as const;
      setConfirming(true);
      await awaitPaymentEvent();
      return waitForPremium(() => fetchIdentity());
    },
    onSuccess: (result) => {
      setConfirming(false);
      if (result === 'cancelled') return;
      if (result === 'timeout') {
        setStillPending(true);
        toastError(PREMIUM_TIMED_OUT);
        return;
      }
      onPremium(result);
    },
    onError: (caught) => {
      setConfirming(false);
      if (caught instanceof StoreError) toastError(caught.message);
      else failureOf(caught);
    },
  });
  return { purchase, confirming, stillPending };
}

/** Spec 2 /app/paywall: the six packages with the store's prices, buy and restore. */
export function PaywallPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { identity } = useIdentity();
  const [chosen, setChosen] = useState<PackageKind | ''>('');
  const config = useQuery({ queryKey: storeConfigKey, queryFn: fetchStoreConfig, retry: false });
  const offers = useQuery({
    queryKey: ['subscription', 'offers', config.data?.appUserId],
    queryFn: () => loadOffers(config.data!),
    enabled: config.isSuccess,
    retry: false,
    staleTime: 5 * 60_000,
  });

  // The guard decides on the cached identity: it must be the premium one before navigating.
  const welcome = (premium?: Identity) => {
    if (premium) client.setQueryData(identityKey, premium);
    toastSuccess('Welcome to Premium');
    void navigate(AFTER_PURCHASE, { replace: true });
  };
  const { purchase, confirming, stillPending } = usePurchase(welcome);

  const list = offers.data ?? [];
  const selected =
    list.find((offer) => offer.kind === chosen) ?? list.find((offer) => offer.kind === 'ANNUAL') ?? list[0];
  const failure = config.isError
    ? OPTIONS_UNAVAILABLE
    : offers.error instanceof StoreError
      ? offers.error.message
      : offers.isError
        ? OPTIONS_UNAVAILABLE
        : null;
  const isPremium = identity?.paywallStatus.isPremium === true;

  return (
    <section className="page page--narrow paywall" aria-labelledby="paywall-title">
      <h1 id="paywall-title">Tricoach Premium</h1>
      <TrialLine />
      <ul className="paywall__benefits" aria-label="What Premium gives you">
        <li>A plan for your race that adapts every day to how you feel and what you did</li>
        <li>Swim, bike, run and strength sessions with your own zones</li>
        <li>Workouts sent to your watch and your activities read back</li>
      </ul>

      {isPremium ? (
        <div className="card" role="status">
          <h2 className="card__title">You have Premium</h2>
          <p className="muted">Thank you for training with Tricoach.</p>
          <Link to="/app/settings/subscriptions" className="button button--ghost button--block">
            See your subscription
          </Link>
        </div>
      ) : failure ? (
        <div className="card" role="alert">
          <p>{failure}</p>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => void (config.isError ? config.refetch() : offers.refetch())}
          >
            Try again
          </button>
        </div>
      ) : !offers.data ? (
        <Loading />
      ) : confirming ? (
        <div className="card" role="status" aria-live="polite">
          <h2 className="card__title">Confirming your purchase…</h2>
          <p className="muted">The store is confirming your payment. This takes a few seconds.</p>
        </div>
      ) : (
        <form
          className="form"
          aria-label="Choose your plan"
          onSubmit={(event) => {
            event.preventDefault();
            if (selected && config.data) purchase.mutate({ offer: selected, config: config.data });
          }}
        >
          <ChoiceGroup
            id="package"
            label="Choose your plan"
            choices={list.map((offer) => ({
              value: offer.kind,
              label: `${offer.label} · ${offer.price}`,
              description: describe(offer),
            }))}
            value={selected?.kind ?? ''}
            onChange={setChosen}
          />
          {stillPending ? (
            <p className="paywall__callout" role="status">
              Your payment is still being confirmed by the store. Premium turns on as soon as it is; you can
              leave this screen.
            </p>
          ) : null}
          <SubmitButton disabled={purchase.isPending}>
            {selected ? `Subscribe: ${selected.label}, ${selected.price}` : 'Subscribe'}
          </SubmitButton>
          <p className="muted paywall__small">
            Subscriptions renew automatically until you cancel them; lifetime is paid once. See the{' '}
            <Link to="/terms">terms</Link> and <Link to="/privacy">privacy policy</Link>.
          </p>
        </form>
      )}

      {isPremium ? null : <RestorePurchasesButton onRestored={() => welcome()} />}
    </section>
  );
}
