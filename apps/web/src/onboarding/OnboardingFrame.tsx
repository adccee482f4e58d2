import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { progressOf } from './flow';
import { ProgressBar } from '../app/ProgressBar';

interface FrameProps {
  step: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** The first screens have nowhere to go back to. */
  canGoBack?: boolean;
}

/** Every onboarding screen: back, progress, heading and lead, then the screen's own content. */
export function OnboardingFrame({ step, title, lead, children, canGoBack = true }: FrameProps) {
  const navigate = useNavigate();
  const percent = Math.round(progressOf(step) * 100);
  return (
    <section className="page page--narrow onboarding" aria-labelledby="onboarding-title">
      <div className="onboarding__top">
        {canGoBack ? (
          <button type="button" className="button button--link back-link" onClick={() => void navigate(-1)}>
            ← Back
          </button>
        ) : (
          <span />
        )}
        <ProgressBar label="Onboarding progress" value={percent} />
      </div>
      <h1 id="onboarding-title">{title}</h1>
      {lead ? <p className="lead muted">{lead}</p> : null}
      {children}
    </section>
  );
}
