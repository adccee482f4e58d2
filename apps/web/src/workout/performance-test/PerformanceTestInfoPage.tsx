import { Link } from 'react-router';
import type { PageProps } from '../../app/route-types';
import { SPORT_OF_PATH, TEST_INFO } from './test-info-content';
import './performance-test.css';

/** /app/workout/performance-test-info/swimming|cycling|running: what the test is and how it runs. */
export function PerformanceTestInfoPage({ route }: PageProps) {
  const sport = SPORT_OF_PATH[route.path.split('/').pop() ?? ''] ?? 'run';
  const info = TEST_INFO[sport];
  return (
    <article className="page page--narrow test-page" aria-labelledby="test-info-title">
      <Link to="/app/athlete-hub" className="button button--link back-link">
        ← Athlete hub
      </Link>
      <h1 id="test-info-title">{info.title}</h1>
      <section className="test-card">
        <h2>What it measures</h2>
        <p>{info.measures}</p>
      </section>
      <section className="test-card">
        <h2>Why every 6–8 weeks</h2>
        <p>{info.why}</p>
      </section>
      <section className="test-card">
        <h2>How it works</h2>
        <ol className="test-steps">
          {info.protocol.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="test-card">
        <h2>What to bring</h2>
        <ul className="test-list">
          {info.bring.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="test-card">
        <h2>Tips for a true result</h2>
        <ul className="test-list">
          {info.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
