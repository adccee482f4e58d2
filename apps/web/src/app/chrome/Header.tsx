import { Link } from 'react-router';
import type { Identity } from '../../api/identity';
import { signOut } from '../../auth/session-actions';
import { useAppBadge } from './use-app-badge';
import { BellIcon } from './icons';

export function Header({ identity, showBell }: { identity: Identity | null; showBell: boolean }) {
  const unread = (identity?.unreadNotifications ?? 0) > 0;
  useAppBadge(identity?.unreadNotifications);
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to="/" className="app-header__brand" aria-label="Tricoach home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Tricoach</span>
        </Link>
        <div className="app-header__actions">
          {showBell ? (
            <Link
              to="/app/notifications"
              className="icon-button"
              aria-label={
                unread ? `Notifications, ${identity?.unreadNotifications ?? 0} unread` : 'Notifications'
              }
            >
              <BellIcon />
              {unread ? <span className="dot" data-testid="bell-dot" /> : null}
            </Link>
          ) : null}
          <button type="button" className="button button--ghost button--small" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </div>
    </header>
  );
}
