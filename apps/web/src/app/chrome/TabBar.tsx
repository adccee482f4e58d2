import { NavLink } from 'react-router';
import type { Identity } from '../../api/identity';
import { AthleteIcon, ForecastIcon, PlanIcon, RoadmapIcon } from './icons';

/** Spec 2: the athlete hub dot means a goal needs action or an injury pause is active today. */
function athleteHubNeedsAttention(identity: Identity | null): boolean {
  return Boolean(identity && (identity.athleteGoalActionRequired || identity.hasActiveInjuryPauseToday));
}

export function TabBar({ identity }: { identity: Identity | null }) {
  const hubDot = athleteHubNeedsAttention(identity);
  const tabs = [
    { to: '/app/dashboard', label: 'Plan', icon: <PlanIcon /> },
    { to: '/app/forecast', label: 'Forecast', icon: <ForecastIcon /> },
    { to: '/app/roadmap', label: 'Roadmap', icon: <RoadmapIcon /> },
    { to: '/app/athlete-hub', label: 'Athlete hub', icon: <AthleteIcon />, dot: hubDot },
  ];
  return (
    <nav className="tab-bar" aria-label="Main">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) => `tab-bar__tab${isActive ? ' tab-bar__tab--active' : ''}`}
          aria-label={tab.dot ? `${tab.label} (needs your attention)` : tab.label}
        >
          <span className="tab-bar__icon">
            {tab.icon}
            {tab.dot ? <span className="dot" data-testid="athlete-hub-dot" /> : null}
          </span>
          <span className="tab-bar__label">{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
