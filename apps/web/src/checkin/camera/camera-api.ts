import { apiFetch } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { ApiResponse } from '../../api/contract';
import type { FrameColour } from './frame-sampler';

/** What a camera measurement gives the check-in (docs/api.md, "Camera HRV analysis"), as the contract says. */
export type CameraHrvResult = ApiResponse<'/api/v1/app/measurements/heart-rate/camera/analysis', 'post'>;

export interface CameraFailure {
  message: string;
  advice: string;
}

/** Spec 8: the one message for any failed HRV measurement. */
export const HRV_FAILED_MESSAGE = 'HRV measurement failed. Please try again later.';

export class CameraAnalysisFailed extends Error {
  constructor(readonly failure: CameraFailure) {
    super(failure.message);
    this.name = 'CameraAnalysisFailed';
  }
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Sends the frames (times from the first frame, values rounded to keep the body small). */
export async function analyseCameraFrames(frames: readonly FrameColour[]): Promise<CameraHrvResult> {
  const start = frames[0]?.t ?? 0;
  const samples = frames.map((f) => ({
    t: round(f.t - start, 2),
    r: round(f.r, 2),
    g: round(f.g, 2),
    b: round(f.b, 2),
  }));
  try {
    return await apiFetch<CameraHrvResult>('/api/v1/app/measurements/heart-rate/camera/analysis', {
      method: 'POST',
      body: { samples },
      action: 'checkin.camera.analyse',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) {
      throw new CameraAnalysisFailed({
        message: error.message,
        advice: error.fieldErrors[0]?.message ?? 'Keep your fingertip still on the lens and try again.',
      });
    }
    const advice =
      error instanceof ApiError && error.isNetworkError
        ? 'Check your internet connection and try again.'
        : 'Please try again in a moment.';
    throw new CameraAnalysisFailed({ message: HRV_FAILED_MESSAGE, advice });
  }
}
