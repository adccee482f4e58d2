/** A good morning's check-in as the screen sends it (ring, a little leg soreness): a green day. */
export const GOOD_MORNING_CHECK_IN = {
  device: 'ring',
  fatigue: 'Normal',
  stress: 'Normal',
  sleep: 'Restful',
  mood: 'Positive',
  soreness: { armsShoulders: 'None', core: 'None', legs: 'Light' },
} as const;
