/** Mean colour of an RGBA image (the fingertip's light level per channel). */

export interface FrameColour {
  /** The frame's capture time, ms (any origin: only differences count). */
  t: number;
  r: number;
  g: number;
  b: number;
}

/** A fingertip fills the lens: a tiny copy of the frame averages the same as the full one, far cheaper. */
export const SAMPLE_WIDTH = 32;
export const SAMPLE_HEIGHT = 24;

export function meanOfRgba(data: Uint8ClampedArray): Omit<FrameColour, 't'> {
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < data.length; i += 4) {
    r += data[i]!;
    g += data[i + 1]!;
    b += data[i + 2]!;
  }
  const pixels = data.length / 4 || 1;
  return { r: r / pixels, g: g / pixels, b: b / pixels };
}
