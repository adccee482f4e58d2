import { Link } from 'react-router';
import { APP_VERSION } from '../../api/config';
import { TermList } from '../../app/TermList';
import { NavList, SettingsFrame } from '../SettingsFrame';
import { FAQ, GLOSSARY } from './help-content';

export function SupportAndFeedbackPage() {
  return (
    <SettingsFrame
      title="Support and feedback"
      lead="We read every message and usually answer within two working days."
    >
      <NavList
        label="Contact"
        items={[
          { to: '/app/support?tag=Support', label: 'Contact support', value: 'a problem or a question' },
          { to: '/app/support?tag=Feedback', label: 'Send feedback', value: 'ideas and wishes' },
          { to: '/app/support?tag=Bug', label: 'Report a bug', value: 'something does not work' },
        ]}
      />
      <p className="muted">
        Before writing, the <Link to="/app/settings/faq">FAQ</Link> may already have your answer.
      </p>
    </SettingsFrame>
  );
}

export function FaqPage() {
  return (
    <SettingsFrame title="FAQ">
      {FAQ.map(([question, answer]) => (
        <details key={question} className="faq">
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </SettingsFrame>
  );
}

export function GlossaryPage() {
  return (
    <SettingsFrame title="Glossary">
      <TermList className="glossary" terms={GLOSSARY} />
    </SettingsFrame>
  );
}

export function AboutPage() {
  return (
    <SettingsFrame title="About Tricoach">
      <p className="lead">Tricoach is your 24/7 coach for triathlon and endurance sports.</p>
      <p>
        It builds your plan for swim, bike, run and strength from your goals, availability and thresholds, and
        adapts it every week to what you did and how you feel.
      </p>
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Version</dt>
          <dd>{APP_VERSION}</dd>
        </div>
        <div className="summary-list__row summary-list__row--text">
          <dt>Coaching sources</dt>
          <dd>
            Critical swim speed, functional threshold power, the Riegel race model and Maffetone’s aerobic
            heart rate.
          </dd>
        </div>
      </dl>
      <p>
        <Link to="/terms">Terms of use</Link> · <Link to="/privacy">Privacy policy</Link>
      </p>
      <p className="muted">GARMIN® is a registered trademark of Garmin Ltd. or its subsidiaries.</p>
    </SettingsFrame>
  );
}
