/**
 * Reads the camera's frames off the main thread (Insertable Streams): every frame arrives
 * with its capture timestamp, however busy the page is. A busy page skips video frame
 * callbacks, and each skipped frame is a gap the beat timing has to guess across.
 */
import { meanOfRgba, SAMPLE_HEIGHT, SAMPLE_WIDTH } from './frame-colour';
import {
  BUFFERED_FRAMES,
  type FrameWorkerCommand,
  type FrameWorkerMessage,
  type TrackProcessorConstructor,
} from './frame-worker-protocol';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<FrameWorkerCommand>) => void) | null;
  postMessage(message: FrameWorkerMessage): void;
  MediaStreamTrackProcessor?: TrackProcessorConstructor;
};

async function read(readable: ReadableStream<VideoFrame>): Promise<void> {
  const canvas = new OffscreenCanvas(SAMPLE_WIDTH, SAMPLE_HEIGHT);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) {
    unsupported();
    return;
  }
  scope.postMessage({ type: 'started' });
  const reader = readable.getReader();
  for (;;) {
    const { value: frame, done } = await reader.read();
    if (done) break;
    try {
      context.drawImage(frame, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
      const { data } = context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
      // VideoFrame timestamps are microseconds of capture time.
      scope.postMessage({ type: 'frame', t: frame.timestamp / 1000, ...meanOfRgba(data) });
    } finally {
      frame.close();
    }
  }
}

let ownTrack: MediaStreamTrack | undefined;

/** The page samples the frames itself then; this worker's own track must not keep the camera on. */
function unsupported(): void {
  ownTrack?.stop();
  scope.postMessage({ type: 'unsupported' });
}

scope.onmessage = ({ data }) => {
  if (data.type === 'stop') {
    ownTrack?.stop();
    return;
  }
  ownTrack = data.track;
  let readable = data.readable;
  if (!readable && data.track && scope.MediaStreamTrackProcessor) {
    readable = new scope.MediaStreamTrackProcessor({ track: data.track, maxBufferSize: BUFFERED_FRAMES })
      .readable;
  }
  if (!readable) {
    unsupported();
    return;
  }
  read(readable).catch(unsupported);
};
