import { Link } from 'react-router';

/**
 * Back to the athlete hub, on the pages opened from it: they have no tab bar, and an installed app
 * has no browser back button to fall back on.
 */
export function BackToHub() {
  return (
    <Link to="/app/athlete-hub" className="button button--link back-link">
      ← Athlete hub
    </Link>
  );
}
