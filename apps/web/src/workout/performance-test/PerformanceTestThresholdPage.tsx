import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/errors';
import { toastError, toastSuccess } from '../../app/toast/toast-store';
import { ConfirmDialog } from '../../athlete-hub/ConfirmDialog';
import { useConfirmTestResult } from '../mutations';
import { useUnits } from '../use-plan';
import type { TestEvaluation, TestResult } from './performance-test-api';
import { evaluationMessage, formatChange, formatMetric, METRIC_LABEL, OUTCOME_TITLE } from './test-format';
import { TestPageMessage, TestViewNotLoaded } from './test-page-parts';
import { testPath, useTestPostView } from './use-performance-test';
import './performance-test.css';

function Change({ evaluation }: { evaluation: TestEvaluation }) {
  const units = useUnits();
  const change = formatChange(evaluation.change);
  return (
    <p className="test-result__change" data-testid={`test-change-${evaluation.metric}`}>
      {evaluation.previous !== null ? (
        <>
          <span className="test-result__old">
            {formatMetric(evaluation.metric, evaluation.previous, units)}
          </span>
          <span className="test-result__arrow" aria-label="to">
            →
          </span>
        </>
      ) : null}
      <span className="test-result__new">{formatMetric(evaluation.metric, evaluation.measured, units)}</span>
      {change ? <span className="test-result__percent">({change})</span> : null}
    </p>
  );
}

function Decided({ result }: { result: TestResult }) {
  return result.decision === 'accepted' ? (
    <p className="test-decided" role="status">
      Accepted: your zones use the new threshold and your plan has been rebuilt.
    </p>
  ) : (
    <p className="test-decided" role="status">
      Rejected: your previous threshold stays and a new test is planned in about two weeks.
    </p>
  );
}

/** /app/workout/performance-test/:id/threshold — the evaluation, accept or reject. */
export function PerformanceTestThresholdPage() {
  const view = useTestPostView();
  const units = useUnits();
  const [asking, setAsking] = useState(false);
  const confirm = useConfirmTestResult();
  const busy = confirm.isPending;

  if (!view.isSuccess)
    return <TestViewNotLoaded view={view} loadingLabel="Loading your result" title="Your new threshold" />;
  const { data } = view;
  const result = data.result;
  if (!result) {
    return (
      <TestPageMessage title="Your new threshold">
        <p>There is no result for this test yet.</p>
        <Link to={testPath(data.sessionId, 'post')} className="button button--primary button--block">
          Enter your result
        </Link>
      </TestPageMessage>
    );
  }

  function decide(accept: boolean) {
    confirm.mutate(
      { view: data, accept },
      {
        onSuccess: () => {
          toastSuccess(accept ? 'New threshold saved' : 'Result rejected: a new test is planned');
          setAsking(false);
        },
        onError: (caught) =>
          toastError(
            caught instanceof ApiError && caught.status > 0
              ? caught.message
              : 'Saving your decision failed. Please check your connection and try again.',
          ),
      },
    );
  }

  const unrealistic = result.flag !== null;
  const invalid = result.outcome === 'invalid';
  return (
    <article className="page page--narrow test-page" aria-labelledby="test-threshold-title">
      <Link to={testPath(data.sessionId, 'post')} className="button button--link back-link">
        ← After the test
      </Link>
      <h1 id="test-threshold-title">{OUTCOME_TITLE[result.outcome]}</h1>
      <section className={`test-card test-result test-result--${result.outcome}`}>
        <h2>{METRIC_LABEL[result.metric]}</h2>
        <Change evaluation={result} />
        <p className="muted">{evaluationMessage(result)}</p>
      </section>
      {result.others.map((other) => (
        <section key={other.metric} className={`test-card test-result test-result--${other.outcome}`}>
          <h2>{METRIC_LABEL[other.metric]}</h2>
          <Change evaluation={other} />
          <p className="muted">
            {other.outcome === 'invalid' ? `${evaluationMessage(other)} It is not used.` : other.message}
          </p>
        </section>
      ))}
      {unrealistic && result.decision === 'pending' ? (
        <section className="test-card test-warning" role="note">
          <h2>
            {result.flag === 'PerformanceTestUnrealisticIncrease'
              ? 'An unusually large improvement'
              : 'An unusually large drop'}
          </h2>
          <p>
            {result.flag === 'PerformanceTestUnrealisticIncrease'
              ? 'Changes this big in 6–8 weeks are rare. Check the protocol and your device before accepting.'
              : 'Were you ill, tired or short of sleep? If so, reject the result and test again when fresh.'}
          </p>
        </section>
      ) : null}
      {result.decision === 'pending' ? (
        <div className="test-actions">
          {invalid ? (
            <p className="muted">
              This result is outside the believable range, so it cannot be accepted. Reject it to keep your
              threshold and plan a new test.
            </p>
          ) : (
            <button
              type="button"
              className="button button--primary button--block"
              disabled={busy}
              onClick={() => (unrealistic ? setAsking(true) : decide(true))}
            >
              Accept the new threshold
            </button>
          )}
          <button
            type="button"
            className="button button--ghost button--block"
            disabled={busy}
            onClick={() => decide(false)}
          >
            Reject and keep my threshold
          </button>
        </div>
      ) : (
        <>
          <Decided result={result} />
          <div className="test-actions">
            <Link
              to="/app/settings/training-zones-and-thresholds"
              className="button button--ghost button--block"
            >
              Your zones and thresholds
            </Link>
            <Link to="/app/dashboard" className="button button--primary button--block">
              Back to your plan
            </Link>
          </div>
        </>
      )}
      {asking ? (
        <ConfirmDialog
          title="Are you sure the results are correct?"
          message={`${formatMetric(result.metric, result.measured, units)} becomes the basis of all your ${data.sport} zones.`}
          confirmLabel="Yes, accept"
          cancelLabel="Check again"
          busy={busy}
          onConfirm={() => decide(true)}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}
