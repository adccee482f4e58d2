import { OnboardingFrame } from '../OnboardingFrame';
import { StepButton } from '../StepButton';

/** Introduces the experience and threshold screens that follow. */
export function PerformanceDataStep() {
  return (
    <OnboardingFrame
      step="performance-data"
      title="Performance data"
      lead="Next: how much you train now and your thresholds per sport."
    >
      <ul className="check-list">
        <li>Your weekly volume and long sessions set where your plan starts.</li>
        <li>Thresholds (CSS, FTP, threshold pace and heart rates) set your training zones.</li>
        <li>
          Don&apos;t know a threshold? Skip it: the calculators (MAF heart rate, race result to pace) or your
          coach&apos;s estimate fill in, and a performance test confirms it later.
        </li>
      </ul>
      <StepButton step="performance-data" />
    </OnboardingFrame>
  );
}
