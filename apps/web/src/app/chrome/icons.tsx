/** Inline icons: no icon font or CDN (the app must work offline and without external requests). */
/** A 24-unit line icon in the text colour, hidden from assistive technology (its control names it). */
export const LINE_ICON = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const BellIcon = () => (
  <svg {...LINE_ICON}>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

export const PlanIcon = () => (
  <svg {...LINE_ICON}>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </svg>
);

export const ForecastIcon = () => (
  <svg {...LINE_ICON}>
    <path d="M3 3v18h18" />
    <path d="m7 14 4-4 4 4 5-6" />
  </svg>
);

export const RoadmapIcon = () => (
  <svg {...LINE_ICON}>
    <path d="M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3z" />
    <path d="M9 3v15M15 6v15" />
  </svg>
);

export const AthleteIcon = () => (
  <svg {...LINE_ICON}>
    <circle cx="12" cy="7" r="4" />
    <path d="M5 21a7 7 0 0 1 14 0" />
  </svg>
);
