import { Link } from 'react-router';
import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    heading: '1. The service',
    body: (
      <p>
        Tricoach is a digital training coach for triathletes and endurance athletes. It builds and adapts
        training plans for swimming, cycling, running and strength from the goals, availability, thresholds,
        recovery data and activities you give it or import from a connected wearable.
      </p>
    ),
  },
  {
    heading: '2. Your account',
    body: (
      <p>
        You need an account to use Tricoach. Keep your password to yourself and tell us at once if you think
        someone else used your account. You must be at least 16 years old. One account is for one athlete.
      </p>
    ),
  },
  {
    heading: '3. Health and safety',
    body: (
      <>
        <p>
          Tricoach gives training advice, not medical advice. Endurance training strains your heart, muscles
          and joints. See a doctor before you start a new training programme, especially if you have a heart
          condition, an injury, are pregnant or have not trained for a long time.
        </p>
        <p>
          Listen to your body. Stop a workout and seek help if you feel pain, dizziness, chest pressure or
          shortness of breath. Readiness scores, HRV and heart-rate values are estimates and can be wrong. You
          train at your own risk and are responsible for your safety, your equipment and obeying traffic and
          water-safety rules.
        </p>
      </>
    ),
  },
  {
    heading: '4. Subscription and free trial',
    body: (
      <p>
        Tricoach Premium is a paid subscription with a free trial. Packages run for one, two, three, six or
        twelve months or for a lifetime. Subscriptions renew automatically until you cancel them in the store
        you bought them from, at least 24 hours before the period ends. Prices are shown before you buy.
        Unless the law says otherwise, periods already begun are not refunded.
      </p>
    ),
  },
  {
    heading: '5. Fair use',
    body: (
      <p>
        Do not misuse the service: no attempts to break into it, to overload it, to copy its plans or content
        in bulk, or to use it for anyone else&apos;s account. We may suspend accounts that do.
      </p>
    ),
  },
  {
    heading: '6. Your content',
    body: (
      <p>
        Your training data stays yours. You allow us to store and process it only to run Tricoach for you, as
        described in our <Link to="/privacy">Privacy policy</Link>.
      </p>
    ),
  },
  {
    heading: '7. Availability and changes',
    body: (
      <p>
        We work to keep Tricoach available and correct but cannot promise it is free of interruptions or
        errors. We may change features; we tell you in advance about changes that affect your subscription,
        and you may cancel if you disagree.
      </p>
    ),
  },
  {
    heading: '8. Liability',
    body: (
      <p>
        We are liable without limit for intent and gross negligence and for injury to life, body or health.
        Otherwise our liability is limited to the foreseeable damage typical for this kind of contract.
        Nothing here limits your rights as a consumer.
      </p>
    ),
  },
  {
    heading: '9. Ending the contract',
    body: (
      <p>
        You can stop using Tricoach and delete your account at any time. We may end the contract with notice,
        or without notice for serious breaches of these terms.
      </p>
    ),
  },
  {
    heading: '10. Contact',
    body: (
      <p>
        Questions about these terms? Write to us through the{' '}
        <Link to="/app/support?tag=Support">support form</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      updated="22.11.26"
      intro="These terms apply when you use the Tricoach app and website. Please read them; by creating an account you accept them."
      sections={sections}
    />
  );
}
