import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Loading } from '../app/Loading';
import type { PageProps } from '../app/route-types';
import { checkInKeys, fetchBriefing, type Reading } from './checkin-api';
import { asDevice, CheckInSteps, rememberedDevice } from './checkin-shared';

const SOURCE_LABEL: Record<Reading['source'], string> = {
  camera: 'Phone camera',
  'chest-strap': 'Chest strap',
  ring: 'Ring',
  manual: 'Entered by hand',
  garmin: 'Garmin',
};

/** /checkin/hrv-measurement/success: today's HRV and resting HR as stored, then the questions. */
export function MeasurementSuccessPage({ route }: PageProps) {
  const briefing = useQuery({ queryKey: checkInKeys.briefing, queryFn: fetchBriefing });
  const { hrv, restingHeartRate } = briefing.data ?? {};
  return (
    <section className="page page--narrow checkin" aria-labelledby="success-title">
      <CheckInSteps current={1} />
      <h1 id="success-title">{route.title}</h1>
      {briefing.isPending ? <Loading label="Loading your measurement" /> : null}
      {briefing.data ? (
        <div className="measure-live" role="status" aria-label="Your measurement">
          <p className="measure-live__value">
            <span className="muted">HRV (rMSSD)</span>
            <span className="measure-live__number">{hrv ? `${Math.round(hrv.value)} ms` : '–'}</span>
            {hrv ? <span className="muted">{SOURCE_LABEL[hrv.source]}</span> : null}
          </p>
          <p className="measure-live__value">
            <span className="muted">Resting heart rate</span>
            <span className="measure-live__number">
              {restingHeartRate ? `${Math.round(restingHeartRate.value)} bpm` : '–'}
            </span>
            {restingHeartRate ? <span className="muted">{SOURCE_LABEL[restingHeartRate.source]}</span> : null}
          </p>
        </div>
      ) : null}
      {hrv?.quality ? <ReadingQuality quality={hrv.quality} advice={hrv.qualityAdvice} /> : null}
      <Link to="/checkin/questionaire" className="button button--primary button--block">
        Continue
      </Link>
      {hrv?.quality && hrv.quality !== 'good' ? (
        <Link to="/checkin/hrv-measurement?device=camera" className="button button--block">
          Measure again
        </Link>
      ) : null}
    </section>
  );
}

const QUALITY_TEXT: Record<NonNullable<Reading['quality']>, string> = {
  good: 'Good signal: this reading is as precise as a camera gets.',
  fair: 'Fair signal: the reading counts, but it may be a little off.',
  poor: 'Poor signal: the reading is kept, but it will not change today’s readiness.',
};

/** How far a camera reading can be trusted, and what to do for a better one (issue 15). */
function ReadingQuality({ quality, advice }: { quality: NonNullable<Reading['quality']>; advice?: string }) {
  return (
    <div
      className={`status-card${quality === 'poor' ? ' status-card--warning' : ''}`}
      role="note"
      aria-label="Measurement quality"
    >
      <p>{QUALITY_TEXT[quality]}</p>
      {advice && quality !== 'good' ? <p className="muted">{advice}</p> : null}
    </div>
  );
}

/** /checkin/hrv-measurement/failed: the spec's message, the advice and a retry. */
export function MeasurementFailedPage({ route }: PageProps) {
  const [search] = useSearchParams();
  const device = asDevice(search.get('device')) ?? rememberedDevice() ?? 'camera';
  const advice = search.get('advice');
  return (
    <section className="page page--narrow checkin" aria-labelledby="failed-title">
      <CheckInSteps current={1} />
      <h1 id="failed-title">{route.title}</h1>
      <div className="status-card status-card--error" role="alert">
        <p>HRV measurement failed. Please try again later.</p>
        {advice ? <p className="muted">{advice}</p> : null}
      </div>
      <div className="checkin-actions">
        <Link to={`/checkin/hrv-measurement?device=${device}`} className="button button--primary">
          Try again
        </Link>
        <Link to="/checkin/device" className="button">
          Choose another device
        </Link>
        <Link to="/checkin/questionaire" className="button">
          Continue without measuring
        </Link>
      </div>
    </section>
  );
}
