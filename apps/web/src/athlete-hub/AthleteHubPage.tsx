import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ageOn } from '@tricoach/core/dates';
import { displayDate, todayIso } from '../athlete-data/dates';
import { unitSystemOf, useGoals, useProfile, useThresholds } from '../athlete-data/queries';
import { ThresholdSummary } from '../athlete-forms/ThresholdSummary';
import { useIdentity } from '../app/use-identity';
import { usePictureUrl } from '../settings/pages/use-picture-url';
import { MODALITY_LABEL, useInjuryPauses } from './injury-pause-api';
import './athlete-hub.css';

export interface HubLink {
  to: string;
  label: string;
  value?: ReactNode;
  /** The orange dot of spec 2: something here needs the athlete. */
  dot?: boolean;
  dotLabel?: string;
}

export function LinkList({ links, label }: { links: HubLink[]; label: string }) {
  return (
    <ul className="hub-links" aria-label={label}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hub-link">
            <span className="hub-link__text">
              <span>{link.label}</span>
              {link.value ? <span className="hub-link__value">{link.value}</span> : null}
            </span>
            {link.dot ? (
              <span
                className="dot"
                role="img"
                aria-label={link.dotLabel}
                data-testid={`hub-dot-${link.to.split('/').pop()}`}
              />
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled section of the hub: its heading, then its links. */
function HubSection({ id, title, links }: { id: string; title: string; links: HubLink[] }) {
  return (
    <section className="hub-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LinkList label={title} links={links} />
    </section>
  );
}

function ProfileSummary() {
  const { data: profile } = useProfile();
  const picture = usePictureUrl(profile?.profilePictureUrl, 0);
  const name =
    [profile?.firstname, profile?.lastname].filter(Boolean).join(' ') || profile?.nickname || 'Athlete';
  const age = profile?.dateOfBirth ? ageOn(profile.dateOfBirth, todayIso()) : null;
  const units = unitSystemOf(profile) === 'Imperial' ? 'Imperial units' : 'Metric units';
  return (
    <div className="hub-profile">
      {picture ? (
        <img className="hub-profile__picture" src={picture} alt="" />
      ) : (
        <span className="hub-profile__picture" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <h2>{name}</h2>
        <p className="muted">{[age === null ? null : `${age} years`, units].filter(Boolean).join(' · ')}</p>
        <Link to="/app/athlete-hub/profile" className="hub-link__value">
          Your profile
        </Link>
      </div>
    </div>
  );
}

/** The athlete hub tab (spec 2): who you are, your season, your body's signals and your tests. */
export function AthleteHubPage() {
  const { identity } = useIdentity();
  const goals = useGoals();
  const pauses = useInjuryPauses();
  const thresholds = useThresholds();
  const mainRace = goals.data?.find((goal) => goal.racePriority === 'A');
  const active = pauses.data?.find((pause) => pause.status === 'active');
  const upcoming = pauses.data?.find((pause) => pause.status === 'upcoming');
  const pauseValue = active
    ? `${active.injuryPauseType} now: no ${active.excludedModalities.map((m) => MODALITY_LABEL[m].toLowerCase()).join(', ')}${active.endDate ? ` until ${displayDate(active.endDate)}` : ''}`
    : upcoming
      ? `${upcoming.injuryPauseType} from ${displayDate(upcoming.startDate)}`
      : 'Nothing active';

  return (
    <section className="page page--narrow" aria-labelledby="hub-title">
      <h1 id="hub-title">Athlete hub</h1>
      <ProfileSummary />

      <HubSection
        id="hub-season"
        title="Your season"
        links={[
          {
            to: '/app/settings/goal-and-availability',
            label: 'Goals and availability',
            value: mainRace
              ? `${mainRace.raceName}, ${displayDate(mainRace.eventDate)}`
              : `${goals.data?.length ?? 0} races`,
            dot: identity?.athleteGoalActionRequired === true,
            dotLabel: 'A goal needs your attention',
          },
          {
            to: '/app/settings/injury-pause',
            label: 'Injuries and pauses',
            value: pauseValue,
            dot: identity?.hasActiveInjuryPauseToday === true,
            dotLabel: 'An injury or pause is active today',
          },
        ]}
      />

      <section className="hub-section" aria-labelledby="hub-thresholds">
        <h2 id="hub-thresholds">Thresholds</h2>
        <div className="hub-thresholds">
          <ThresholdSummary thresholds={thresholds.data} />
          <Link to="/app/settings/training-zones-and-thresholds">Zones and thresholds</Link>
        </div>
      </section>

      <HubSection
        id="hub-activities"
        title="Activities"
        links={[
          {
            to: '/app/athlete-hub/import-activities',
            label: 'Import activities',
            value: 'FIT, TCX and GPX files from any device',
          },
        ]}
      />

      <HubSection
        id="hub-trends"
        title="Trends"
        links={[
          { to: '/app/analytics', label: 'Statistics', value: 'Volume, fitness and form' },
          {
            to: '/app/athlete-hub/resting-hr',
            label: 'Resting heart rate',
            value: '30-day range and 3-day average',
          },
          {
            to: '/app/athlete-hub/hrv',
            label: 'Heart rate variability',
            value: '60-day corridor and 7-day baseline',
          },
        ]}
      />

      <HubSection
        id="hub-tests"
        title="Performance tests"
        links={[
          {
            to: '/app/workout/performance-test-info/swimming',
            label: 'Swim test',
            value: 'Critical swim speed (CSS)',
          },
          {
            to: '/app/workout/performance-test-info/cycling',
            label: 'Bike test',
            value: 'Functional threshold power (FTP)',
          },
          {
            to: '/app/workout/performance-test-info/running',
            label: 'Run test',
            value: 'Threshold pace and heart rate',
          },
        ]}
      />

      <HubSection
        id="hub-more"
        title="More"
        links={[{ to: '/app/settings', label: 'Settings', value: 'Profile, units, connections and help' }]}
      />
    </section>
  );
}
