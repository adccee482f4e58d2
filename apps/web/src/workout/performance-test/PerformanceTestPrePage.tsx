import { Link } from 'react-router';
import { displayDate } from '../../athlete-data/dates';
import { Loading } from '../../app/Loading';
import { useUnits } from '../use-plan';
import { formatSessionDuration } from '../plan-format';
import { formatMetric, METRIC_LABEL, SPORT_TYPE } from './test-format';
import { testPath, useTestPreView, useTestSessionId } from './use-performance-test';
import './performance-test.css';

/** /app/workout/performance-test/:id/pre — what the test measures, the protocol, how to prepare. */
export function PerformanceTestPrePage() {
  const sessionId = useTestSessionId();
  const view = useTestPreView(sessionId);
  const units = useUnits();
  if (view.isPending) return <Loading label="Loading the test" />;
  if (view.isError) {
    return (
      <section className="page page--narrow test-page">
        <h1>Performance test</h1>
        <p role="alert">{view.error.message}</p>
      </section>
    );
  }
  const test = view.data;
  return (
    <article className="page page--narrow test-page" aria-labelledby="test-pre-title">
      <Link
        to={`/app/workout/planned/${encodeURIComponent(test.sessionId)}`}
        className="button button--link back-link"
      >
        ← Planned workout
      </Link>
      <h1 id="test-pre-title">{test.name}</h1>
      <p className="muted">
        {displayDate(test.date)}
        {test.duration ? ` · ${formatSessionDuration(test.duration)}` : ''}
      </p>
      <section className="test-card">
        <h2>What it measures</h2>
        <p>{test.purpose}</p>
      </section>
      <section className="test-card">
        <h2>Your current threshold</h2>
        <dl className="summary-list">
          {test.currentThresholds.map((threshold) => (
            <div key={threshold.metric} className="summary-list__row">
              <dt>{METRIC_LABEL[threshold.metric]}</dt>
              <dd>
                {threshold.value === null
                  ? 'not set'
                  : formatMetric(threshold.metric, threshold.value, units)}
                {threshold.isEstimate ? <span className="badge">estimated</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="test-card">
        <h2>The protocol</h2>
        <ol className="test-steps">
          {test.protocol.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="test-card">
        <h2>How to prepare</h2>
        <ul className="test-list">
          {test.preparation.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <div className="test-actions">
        <Link to={testPath(test.sessionId, 'post')} className="button button--primary button--block">
          {test.hasResult ? 'See your result' : 'Done the test? Enter your result'}
        </Link>
        <Link
          to={`/app/workout/planned/${encodeURIComponent(test.sessionId)}`}
          className="button button--ghost button--block"
        >
          Start: the session step by step
        </Link>
        <Link
          to={`/app/workout/performance-test-info/${SPORT_TYPE[test.sport]}`}
          className="button button--link"
        >
          More about this test
        </Link>
      </div>
    </article>
  );
}
