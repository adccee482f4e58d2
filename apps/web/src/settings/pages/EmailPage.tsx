import { Link } from 'react-router';
import { useProfile } from '../../athlete-data/queries';
import { SettingsFrame } from '../SettingsFrame';

/**
 * The sign-in email. The API has no call that changes it (the profile PATCH leaves it alone),
 * so the page shows it and leads to support, which can change it after checking the owner.
 */
export function EmailPage() {
  const { data: profile } = useProfile();
  return (
    <SettingsFrame title="Email">
      <dl className="summary-list">
        <div className="summary-list__row">
          <dt>Sign-in email</dt>
          <dd>{profile?.email ?? '—'}</dd>
        </div>
      </dl>
      <p className="muted">
        Plan updates and receipts go to this address. To use another one, ask support: we change it once we
        know the account is yours.
      </p>
      <Link className="button button--primary button--block" to="/app/support?tag=ChangeEmail">
        Ask support to change it
      </Link>
    </SettingsFrame>
  );
}
