/**
 * Mean colour of each new camera frame, with the frame's own capture time. Off the main
 * thread where the browser offers Insertable Streams (frame-worker.ts); otherwise from the
 * video element, once per video frame callback.
 */
import { meanOfRgba, SAMPLE_HEIGHT, SAMPLE_WIDTH, type FrameColour } from './frame-colour';
import {
  BUFFERED_FRAMES,
  type FrameWorkerCommand,
  type FrameWorkerMessage,
  type TrackProcessorConstructor,
} from './frame-worker-protocol';

export type { FrameColour } from './frame-colour';

function meanColour(video: HTMLVideoElement, canvas: HTMLCanvasElement): Omit<FrameColour, 't'> | null {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || video.videoWidth === 0) return null;
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  return meanOfRgba(context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT).data);
}

/**
 * Calls `onFrame` once per new video frame. requestVideoFrameCallback gives each frame's
 * capture time (frames arrive unevenly, and the analysis needs the true spacing); without
 * it, animation frames are checked for a changed video time.
 * Returns the function that stops the loop.
 */
function onVideoFrames(video: HTMLVideoElement, onFrame: (timestamp: number) => void): () => void {
  let stopped = false;
  if (typeof video.requestVideoFrameCallback === 'function') {
    let handle = 0;
    const next = (now: DOMHighResTimeStamp, metadata: VideoFrameCallbackMetadata) => {
      if (stopped) return;
      onFrame(metadata.captureTime ?? metadata.expectedDisplayTime ?? now);
      handle = video.requestVideoFrameCallback(next);
    };
    handle = video.requestVideoFrameCallback(next);
    return () => {
      stopped = true;
      video.cancelVideoFrameCallback(handle);
    };
  }
  let lastVideoTime = -1;
  let handle = 0;
  const tick = (now: DOMHighResTimeStamp) => {
    if (stopped) return;
    if (video.currentTime !== lastVideoTime) {
      lastVideoTime = video.currentTime;
      onFrame(now);
    }
    handle = requestAnimationFrame(tick);
  };
  handle = requestAnimationFrame(tick);
  return () => {
    stopped = true;
    cancelAnimationFrame(handle);
  };
}

/** The video element's frames, sampled on the page. */
function sampleOnPage(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  onFrame: (frame: FrameColour) => void,
): () => void {
  return onVideoFrames(video, (t) => {
    const colour = meanColour(video, canvas);
    if (colour) onFrame({ t, ...colour });
  });
}

/** The start command for the worker, or null where the browser cannot hand frames to one. */
function workerStart(
  track: MediaStreamTrack,
): { command: FrameWorkerCommand; transfer: Transferable[] } | null {
  const onPage = (window as unknown as { MediaStreamTrackProcessor?: TrackProcessorConstructor })
    .MediaStreamTrackProcessor;
  try {
    if (onPage) {
      const { readable } = new onPage({ track, maxBufferSize: BUFFERED_FRAMES });
      return { command: { type: 'start', readable }, transfer: [readable as unknown as Transferable] };
    }
    // The standard's way: the worker builds the processor on a track of its own.
    const own = track.clone();
    return { command: { type: 'start', track: own }, transfer: [own as unknown as Transferable] };
  } catch {
    return null;
  }
}

/**
 * Samples the camera's frames: in a worker with each frame's capture timestamp where the
 * browser can, otherwise on the page. Returns the function that stops sampling.
 */
export function sampleCameraFrames(
  stream: MediaStream,
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  onFrame: (frame: FrameColour) => void,
): () => void {
  const track = stream.getVideoTracks()[0];
  const start = track && typeof Worker === 'function' ? workerStart(track) : null;
  if (!start) return sampleOnPage(video, canvas, onFrame);

  let stopped = false;
  let stopOnPage: (() => void) | null = null;
  const worker = new Worker(new URL('./frame-worker.ts', import.meta.url), { type: 'module' });
  const fallBack = () => {
    worker.terminate();
    if (!stopped && !stopOnPage) stopOnPage = sampleOnPage(video, canvas, onFrame);
  };
  worker.onmessage = ({ data }: MessageEvent<FrameWorkerMessage>) => {
    if (stopped) return;
    if (data.type === 'unsupported') fallBack();
    else if (data.type === 'frame') onFrame({ t: data.t, r: data.r, g: data.g, b: data.b });
  };
  worker.onerror = fallBack;
  try {
    worker.postMessage(start.command, start.transfer);
  } catch {
    fallBack();
  }
  return () => {
    stopped = true;
    stopOnPage?.();
    worker.postMessage({ type: 'stop' } satisfies FrameWorkerCommand);
    // Let the worker stop its own track before it goes.
    setTimeout(() => worker.terminate(), 100);
  };
}
