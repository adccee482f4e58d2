import semver from 'semver';

type Compatibility =
  'NoUserActionNeeded' | 'UpdateAvailable' | 'UpdateRecommended' | 'UpdateUrgent' | 'ForceUpdate';

interface VersionPolicy {
  force: string;
  urgent: string;
  recommended: string;
  latest: string;
}

const hints: Record<Compatibility, string> = {
  NoUserActionNeeded: '',
  UpdateAvailable: 'A new version of Tricoach is available.',
  UpdateRecommended: 'Please update Tricoach to get the latest improvements.',
  UpdateUrgent: 'Please update Tricoach soon: this version will stop working shortly.',
  ForceUpdate: 'This version of Tricoach is no longer supported. Please update to continue.',
};

/** A caller below a minimum gets that level; an unreadable version is treated as the oldest. */
export function decideCompatibility(
  appVersion: string | undefined,
  policy: VersionPolicy,
): { compatibility: Compatibility; userHint: string } {
  const version = semver.coerce(appVersion ?? '')?.version ?? '0.0.0';
  const compatibility: Compatibility = semver.lt(version, policy.force)
    ? 'ForceUpdate'
    : semver.lt(version, policy.urgent)
      ? 'UpdateUrgent'
      : semver.lt(version, policy.recommended)
        ? 'UpdateRecommended'
        : semver.lt(version, policy.latest)
          ? 'UpdateAvailable'
          : 'NoUserActionNeeded';
  return { compatibility, userHint: hints[compatibility] };
}
