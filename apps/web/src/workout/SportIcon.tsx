import type { Sport } from '@tricoach/core';
import { LINE_ICON } from '../app/chrome/icons';
import { SPORT_LABEL } from './plan-format';

const paths: Record<Sport, React.ReactNode> = {
  swim: (
    <>
      <path d="M2 16c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5" />
      <path d="M2 20c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5" />
      <circle cx="16" cy="6" r="2" />
      <path d="m4 12 5-5 4 3 3-1" />
    </>
  ),
  bike: (
    <>
      <circle cx="5.5" cy="17" r="3.5" />
      <circle cx="18.5" cy="17" r="3.5" />
      <path d="M5.5 17 9 9h6l3.5 8M9 9l3 8h-6.5M14 6h2l-1 3" />
    </>
  ),
  run: (
    <>
      <circle cx="14" cy="4.5" r="2" />
      <path d="m6 21 3-6 3 2 1-5-4-1-2 3M13 12l3 3h4M9 11l3-3 3 1" />
    </>
  ),
  strength: <path d="M6 7v10M3 9v6M18 7v10M21 9v6M6 12h12" />,
};

/** The sport as a coloured icon with its name for assistive technology (and `label` visible). */
export function SportIcon({ sport, label = false }: { sport: Sport; label?: boolean }) {
  return (
    <span className={`sport sport--${sport}`}>
      <span className="sport__icon">
        <svg {...LINE_ICON} width={20} height={20}>
          {paths[sport]}
        </svg>
      </span>
      {label ? (
        <span className="sport__label">{SPORT_LABEL[sport]}</span>
      ) : (
        <span className="visually-hidden">{SPORT_LABEL[sport]}</span>
      )}
    </span>
  );
}
