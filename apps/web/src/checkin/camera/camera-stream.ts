/**
 * The rear camera with its torch. Torch control is a Chrome/Android constraint that
 * TypeScript's DOM types do not describe fully, so it is typed here.
 */

export type CameraProblem = 'denied' | 'missing' | 'unsupported' | 'busy';

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
    this.name = 'CameraUnavailable';
  }
}

interface TorchCapabilities {
  torch?: boolean;
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError')
    return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'busy';
  return 'missing';
}

/** A small, low-resolution stream is enough: only the image's mean colour matters. */
export async function openRearCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable('unsupported');
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: {
        facingMode: 'environment',
        width: { ideal: 320 },
        height: { ideal: 240 },
        // 60 frames a second where the camera offers it: beat timing twice as fine (issue 15).
        frameRate: { ideal: 60 },
      },
    });
  } catch (error) {
    throw new CameraUnavailable(problemOf(error));
  }
}

/** Switches the torch on where the camera offers one; `false` means the athlete needs another light. */
export async function switchOnTorch(stream: MediaStream): Promise<boolean> {
  const track = stream.getVideoTracks()[0];
  const capabilities = (track?.getCapabilities?.() ?? {}) as TorchCapabilities;
  if (!track || !capabilities.torch) return false;
  try {
    await track.applyConstraints({ advanced: [{ torch: true } as MediaTrackConstraintSet] });
    return true;
  } catch {
    return false;
  }
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
