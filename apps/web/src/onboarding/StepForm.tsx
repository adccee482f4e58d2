import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../app/form/fields';
import { OnboardingFrame } from './OnboardingFrame';

/**
 * An onboarding screen that is one form: the frame, the form (named by the screen's title),
 * its fields, and Continue, disabled while the answers are saved.
 */
export function StepForm({
  step,
  title,
  lead,
  busy,
  noValidate = false,
  canGoBack,
  onSubmit,
  children,
}: {
  step: string;
  title: string;
  lead?: ReactNode;
  busy: boolean;
  /** The form checks its text fields itself (inline messages), not the browser. */
  noValidate?: boolean;
  canGoBack?: boolean;
  onSubmit: (event: FormEvent) => unknown;
  children: ReactNode;
}) {
  return (
    <OnboardingFrame step={step} title={title} lead={lead} canGoBack={canGoBack}>
      <form
        className="form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate={noValidate}
        aria-label={title}
      >
        {children}
        <SubmitButton disabled={busy}>Continue</SubmitButton>
      </form>
    </OnboardingFrame>
  );
}
