import { Link, useNavigate } from 'react-router';
import { useThresholds } from '../../athlete-data/queries';
import { ThresholdForm } from '../../athlete-forms/ThresholdForm';
import type { ThresholdKind } from '../../athlete-forms/threshold-fields';
import { stepPath } from '../flow';
import { OnboardingFrame } from '../OnboardingFrame';
import { useStep } from '../use-step';

const EE = 'endurance-experience';

const SCREENS: Record<string, { kind: ThresholdKind; title: string; lead: string }> = {
  [`${EE}/swimming/threshold`]: {
    kind: 'swim',
    title: 'Swim threshold',
    lead: 'Your critical swim speed (CSS): the pace you can hold for about 30 minutes. Type it, or the times of a 50 m and a 400 m test.',
  },
  [`${EE}/cycling/threshold`]: {
    kind: 'bikeUpper',
    title: 'Cycling threshold',
    lead: 'Your functional threshold power (FTP) and/or threshold heart rate: what you can hold for about an hour.',
  },
  [`${EE}/cycling/threshold/lower`]: {
    kind: 'bikeLower',
    title: 'Cycling lower threshold',
    lead: 'Your aerobic threshold on the bike: the effort you could keep up for hours while still talking.',
  },
  [`${EE}/running/threshold`]: {
    kind: 'runUpper',
    title: 'Running threshold',
    lead: 'Your threshold pace and/or heart rate: what you can hold for about an hour, close to your 10 km race pace.',
  },
  [`${EE}/running/threshold/lower`]: {
    kind: 'runLower',
    title: 'Running lower threshold',
    lead: 'Your aerobic threshold when running: an easy pace you could keep up for hours.',
  },
};

export function ThresholdStep({ step }: { step: string }) {
  const screen = SCREENS[step];
  const { advance } = useStep(step);
  const navigate = useNavigate();
  const thresholds = useThresholds();
  if (!screen) return null;
  const calculator =
    screen.kind === 'runUpper' ? (
      <Link to={stepPath(`${EE}/upper-pace-threshold-calculator`)}>
        Don’t know it? Calculate it from a race result
      </Link>
    ) : screen.kind === 'bikeLower' || screen.kind === 'runLower' ? (
      <Link to={stepPath(`${EE}/maf`)}>Don’t know it? Calculate your MAF heart rate</Link>
    ) : null;
  return (
    <OnboardingFrame step={step} title={screen.title} lead={screen.lead}>
      {thresholds.isPending ? null : (
        <ThresholdForm
          kind={screen.kind}
          thresholds={thresholds.data}
          onboarding
          submitLabel="Continue"
          onSaved={() => void advance().then((r) => (r.ok ? undefined : navigate(stepPath(step))))}
        >
          {calculator ? <p>{calculator}</p> : null}
        </ThresholdForm>
      )}
    </OnboardingFrame>
  );
}
