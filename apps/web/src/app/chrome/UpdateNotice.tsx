import { useState } from 'react';
import type { CompatibilityResult } from '../../api/app-info';

type Presentation = 'none' | 'banner' | 'dismissible' | 'blocking';

/** Spec 4: what each compatibility answer shows; unknown values block, as ForceUpdate does. */
function presentationOf(compatibility: string): Presentation {
  switch (compatibility) {
    case 'NoUserActionNeeded':
      return 'none';
    case 'UpdateAvailable':
    case 'UpdateRecommended':
      return 'banner';
    case 'UpdateUrgent':
      return 'dismissible';
    default:
      return 'blocking';
  }
}

// On the web "updating" means loading the newest build (the service worker updates itself).
const reload = () => window.location.reload();

export function UpdateNotice({ result }: { result: CompatibilityResult | null }) {
  const [dismissed, setDismissed] = useState(false);
  if (!result || dismissed) return null;
  const presentation = presentationOf(result.compatibility);
  const hint = result.userHint || 'A new version of Tricoach is available.';
  if (presentation === 'none') return null;
  if (presentation === 'banner') {
    return (
      <div className="update-banner" role="status">
        <span>{hint}</span>
        <button type="button" className="button button--small button--primary" onClick={reload}>
          Update
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Dismiss update notice"
          onClick={() => setDismissed(true)}
        >
          ×
        </button>
      </div>
    );
  }
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="update-title"
        aria-describedby="update-hint"
      >
        <h2 id="update-title">{presentation === 'blocking' ? 'Update required' : 'Update recommended'}</h2>
        <p id="update-hint">{hint}</p>
        <div className="modal__actions">
          {/* Focus moves into the dialog so keyboard and screen-reader users meet it first. */}
          <button type="button" className="button button--primary" onClick={reload} autoFocus>
            Update now
          </button>
          {presentation === 'dismissible' ? (
            <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
              Later
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
