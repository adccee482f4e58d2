/** Mean colour of each new camera frame, with the frame's own timestamp. */

export interface FrameColour {
  t: number;
  r: number;
  g: number;
  b: number;
}

const SAMPLE_WIDTH = 32;
const SAMPLE_HEIGHT = 24;

export function meanColour(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): Omit<FrameColour, 't'> | null {
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || video.videoWidth === 0) return null;
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  const { data } = context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < data.length; i += 4) {
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
  }
  const pixels = data.length / 4;
  return { r: r / pixels, g: g / pixels, b: b / pixels };
}

/**
 * Calls `onFrame` once per new video frame. requestVideoFrameCallback gives each frame's
 * capture time (frames arrive unevenly, and the analysis needs the true spacing); without
 * it, animation frames are checked for a changed video time.
 * Returns the function that stops the loop.
 */
export function onVideoFrames(video: HTMLVideoElement, onFrame: (timestamp: number) => void): () => void {
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
