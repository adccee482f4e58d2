import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../api/errors';
import type { PageProps } from '../app/route-types';
import { toastError } from '../app/toast/toast-store';
import { StrapMeasurement } from './bluetooth/StrapMeasurement';
import { CameraMeasurement } from './camera/CameraMeasurement';
import type { MeasurementInput } from './checkin-api';
import { asDevice, CheckInSteps, rememberDevice, rememberedDevice } from './checkin-shared';
import { useRecordMeasurement } from './mutations';
import { RingEntry } from './RingEntry';

const HRV_FAILED = 'HRV measurement failed. Please try again later.';

/** /checkin/hrv-measurement?device=camera|chest-strap|ring: measures, stores, then success or failed. */
export function MeasurementPage({ route }: PageProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const device = asDevice(search.get('device')) ?? rememberedDevice() ?? 'ring';
  const record = useRecordMeasurement();

  function failed(advice: string) {
    void navigate(`/checkin/hrv-measurement/failed?device=${device}&advice=${encodeURIComponent(advice)}`);
  }

  function save(input: MeasurementInput) {
    record.mutate(input, {
      onSuccess: () => void navigate('/checkin/hrv-measurement/success'),
      onError: (caught) => {
        // The server refuses an untrustworthy strap recording with the spec message and advice.
        if (caught instanceof ApiError && caught.status === 422) failed(caught.fieldErrors[0]?.message ?? '');
        else toastError(caught instanceof Error ? caught.message : HRV_FAILED);
      },
    });
  }

  return (
    <section className="page page--narrow checkin" aria-labelledby="measure-title">
      <CheckInSteps current={1} />
      <h1 id="measure-title">{route.title}</h1>
      {device === 'camera' ? (
        <CameraMeasurement
          onResult={(result) =>
            save({
              source: 'camera',
              rmssd: result.rmssd,
              restingHeartRate: Math.round(result.heartRate),
              rrIntervals: result.rrIntervals.slice(0, 400),
              heartRate: result.heartRate,
              quality: result.quality,
              ...(result.qualityAdvice ? { qualityAdvice: result.qualityAdvice } : {}),
              frameRate: result.frameRate,
              framesDropped: result.framesDropped,
              artefactShare: result.artefactShare,
              rmssdErrorMs: result.rmssdErrorMs,
            })
          }
          onFailure={(failure) => failed(failure.advice)}
        />
      ) : null}
      {device === 'chest-strap' ? (
        <StrapMeasurement
          onResult={(result) =>
            save({ source: 'chest-strap', rrIntervals: result.rrIntervals.slice(0, 400) })
          }
          onFailure={(failure) => failed(failure.advice)}
        />
      ) : null}
      {device === 'ring' ? (
        <RingEntry busy={record.isPending} onSubmit={(values) => save({ source: 'ring', ...values })} />
      ) : null}
      <button
        type="button"
        className="button button--link"
        onClick={() => {
          rememberDevice('skipped');
          void navigate('/checkin/questionaire');
        }}
      >
        Continue without measuring
      </button>
    </section>
  );
}
