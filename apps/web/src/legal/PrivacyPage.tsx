import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    heading: 'What we keep',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your email address, name, username, password (stored only as a secure
          hash), and the sign-in provider you use (Apple, Google or Facebook).
        </li>
        <li>
          <strong>Profile data:</strong> gender, date of birth, height, weight, location, profile picture,
          units and time zone.
        </li>
        <li>
          <strong>Training data:</strong> your goals and races, availability, thresholds and zones, planned
          and completed workouts, and activities imported from a connected wearable (up to five years back).
        </li>
        <li>
          <strong>Health data:</strong> heart rate variability (HRV), resting heart rate, your daily check-in
          answers on fatigue, stress, sleep, mood and muscle soreness, and injuries and pauses you record.
        </li>
        <li>
          <strong>Technical data:</strong> device and app version, notification settings, and logs we need to
          keep the service secure and working.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Why we keep it',
    body: (
      <p>
        We use your data to build and adapt your training plan, show your progress and readiness, send the
        notifications you choose, run your subscription, answer support requests and keep the service secure.
        Health data is used only for coaching you, and only with your consent, which you can withdraw at any
        time.
      </p>
    ),
  },
  {
    heading: 'What we never do',
    body: (
      <p>
        We do not sell your data, and we do not share your training or health data with advertisers. We share
        data only with service providers who run parts of Tricoach for us (hosting, email, payments), under
        contracts that bind them to our instructions, and with a wearable provider only when you connect it.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <p>
        We keep your data while your account exists. Read or deleted notifications are removed after 72 hours.
        When you delete your account, we delete your data within 30 days, except what the law requires us to
        keep (such as invoices).
      </p>
    ),
  },
  {
    heading: 'Your rights',
    body: (
      <p>
        You can see, correct, download and delete your data. Ask us and we delete your account and everything
        in it. You can disconnect a wearable at any time in the settings, and you may complain to your data
        protection authority.
      </p>
    ),
  },
  {
    heading: 'Security',
    body: (
      <p>
        Data travels encrypted. Passwords are stored as one-way hashes. Sign-in sessions use short-lived
        tokens and secure, http-only cookies that scripts cannot read.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <p>
        For privacy questions or a deletion request, use the{' '}
        <Link to="/app/support?tag=Privacy">support form</Link> with an email address we can reply to.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      updated="22.11.26"
      intro="Tricoach coaches you with your own data. This page explains what we keep, why, for how long, and what you can ask of us."
      sections={sections}
    />
  );
}
