import type { Locator, Page } from '@playwright/test';

/** The four questions of the check-in's "How do you feel?" screen, each a group of radios. */
const QUESTIONS = {
  fresh: 'How fresh do you feel?',
  stressed: 'How stressed are you?',
  sleep: 'How did you sleep?',
  mood: 'How is your mood?',
} as const;

export type Feelings = Record<keyof typeof QUESTIONS, string>;

/** A good morning: fresh, relaxed, restful sleep, a very positive mood. */
export const FEELING_GOOD: Feelings = {
  fresh: 'Fresh',
  stressed: 'Relaxed',
  sleep: 'Restful',
  mood: 'Very positive',
};

/** The body regions of the "Muscle soreness" screen. */
const REGIONS = ['Arms and shoulders', 'Core', 'Legs'] as const;

/** The radio `label` of the check-in question (or body region) named `group`. */
export function checkinOption(page: Page, group: string, label: string): Locator {
  return page.getByRole('group', { name: group }).getByLabel(label, { exact: true });
}

/** Ticks the answers given on "How do you feel?" (the others stay as they are); does not continue. */
export async function answerHowYouFeel(page: Page, feelings: Partial<Feelings>): Promise<void> {
  for (const [key, label] of Object.entries(feelings) as [keyof Feelings, string][]) {
    await checkinOption(page, QUESTIONS[key], label).check();
  }
}

/** Ticks the soreness of every region on "Muscle soreness": 'None' where `soreness` names none. */
export async function answerSoreness(
  page: Page,
  soreness: Partial<Record<(typeof REGIONS)[number], string>> = {},
): Promise<void> {
  for (const region of REGIONS) await checkinOption(page, region, soreness[region] ?? 'None').check();
}
