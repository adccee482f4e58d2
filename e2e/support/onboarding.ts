import { expect, type Page } from '@playwright/test';
import { bearerOf } from './bearer';
import { LoginPage, uniqueEmail } from './login-page';
import { appToday } from './test-clock';
import { screenshotsTo, type Viewport } from './viewports';

/** YYYY-MM-DD `days` from today (the date inputs' value format). */
export function isoDaysFromToday(days: number): string {
  return new Date(Date.parse(`${appToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface SlotPlan {
  day: 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
  /** As the duration select shows it: '1:00', '1:30'. */
  duration: string;
  sports: ('Swim' | 'Bike' | 'Run' | 'Strength')[];
}

/** A typical Olympic-distance week: three slots per sport, 11.5 hours. */
export const TYPICAL_WEEK: SlotPlan[] = [
  { day: 'Monday', duration: '1:00', sports: ['Swim'] },
  { day: 'Tuesday', duration: '1:00', sports: ['Run'] },
  { day: 'Wednesday', duration: '1:30', sports: ['Bike'] },
  { day: 'Thursday', duration: '1:00', sports: ['Swim'] },
  { day: 'Thursday', duration: '0:45', sports: ['Run'] },
  { day: 'Friday', duration: '1:00', sports: ['Bike'] },
  { day: 'Saturday', duration: '3:00', sports: ['Bike'] },
  { day: 'Sunday', duration: '1:30', sports: ['Run'] },
  { day: 'Sunday', duration: '0:45', sports: ['Swim'] },
];

/** Page model of the onboarding screens: each method fills one screen as a user would, by role and label. */
class Onboarding {
  constructor(private readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async expectScreen(title: string | RegExp): Promise<void> {
    await expect(this.heading(title)).toBeVisible();
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click();
  }

  async withoutWatch(): Promise<void> {
    await this.expectScreen('Connect your watch');
    await this.page.getByRole('link', { name: 'Continue without a watch' }).click();
    await this.expectScreen('Continue without a watch?');
    await this.page.getByRole('link', { name: 'Continue without a watch' }).click();
    await this.expectScreen('Continuing without a watch');
    await this.continue();
  }

  async aboutYou(units: 'Metric' | 'Imperial' = 'Metric'): Promise<void> {
    await this.expectScreen('About you');
    await this.page.getByRole('radio', { name: new RegExp(`^${units}`) }).check();
    await this.continue();
  }

  async profile(values: { weight: string; height?: string }): Promise<void> {
    await this.expectScreen('Your profile');
    await this.page.getByLabel('First name').fill('Anna');
    await this.page.getByLabel('Username').fill('anna');
    await this.page.getByRole('radio', { name: 'Female' }).check();
    await this.page.getByLabel('Date of birth').fill('1990-04-02');
    if (values.height) await this.page.getByLabel(/^Height/).fill(values.height);
    await this.page.getByLabel(/^Weight/).fill(values.weight);
    await this.continue();
  }

  async intention(): Promise<void> {
    await this.expectScreen('Your intention');
    await this.page.getByRole('radio', { name: /take the next step/ }).check();
    await this.continue();
  }

  async raceGoal(name: string, daysAhead: number, type = 'Olympic-distance triathlon'): Promise<void> {
    await this.expectScreen('Your race goal');
    await this.page.getByLabel('Race name').fill(name);
    await this.page.getByLabel('Race type').selectOption({ label: type });
    await this.page.getByLabel('Race date').fill(isoDaysFromToday(daysAhead));
    await this.page.getByRole('radio', { name: /^A race/ }).check();
    await this.continue();
  }

  async simpleContinue(title: string): Promise<void> {
    await this.expectScreen(title);
    await this.continue();
  }

  /** Weekly volumes: swim in metres (or yards), ride and run in hours as the fields take them. */
  async experienceVolume(swimWeekly: string, { bike = '4', run = '3' } = {}): Promise<void> {
    await this.expectScreen('Your training volume');
    await this.page.getByLabel(/^Swimming experience/).fill('24');
    await this.page.getByLabel(/^Weekly swimming volume/).fill(swimWeekly);
    await this.page.getByLabel(/^Cycling experience/).fill('36');
    await this.page.getByLabel(/^Weekly cycling volume/).fill(bike);
    await this.page.getByLabel(/^Running experience/).fill('60');
    await this.page.getByLabel(/^Weekly running volume/).fill(run);
    await this.continue();
  }

  async longSessions(swim: string, { ride = '2:00', run = '1:20' } = {}): Promise<void> {
    await this.expectScreen('Your long sessions');
    await this.page.getByLabel(/^Long swim distance/).fill(swim);
    await this.page.getByLabel(/^Long ride duration/).fill(ride);
    await this.page.getByLabel(/^Long run duration/).fill(run);
    await this.continue();
  }

  async threshold(title: string, values: Record<string, string>): Promise<void> {
    await this.expectScreen(title);
    for (const [label, value] of Object.entries(values)) {
      await this.page.getByLabel(new RegExp(`^${label}`)).fill(value);
    }
    await this.continue();
  }

  async availability(week: SlotPlan[]): Promise<void> {
    await this.expectScreen('Availability');
    const counts = new Map<string, number>();
    for (const slot of week) {
      const index = (counts.get(slot.day) ?? 0) + 1;
      counts.set(slot.day, index);
      await this.page.getByRole('button', { name: `Add a slot on ${slot.day}` }).click();
      const name = `${slot.day} slot ${index}`;
      await this.page.getByLabel(`Duration, ${name}`).selectOption({ label: slot.duration });
      const sports = this.page.getByRole('group', { name: `Sports, ${name}` });
      for (const sport of slot.sports) await sports.getByLabel(sport, { exact: true }).check();
    }
    await this.continue();
  }
}

/** A fresh account, signed up through the login page; the guard then opens onboarding. */
export async function signUpNewAthlete(page: Page, label: string): Promise<Onboarding> {
  const login = new LoginPage(page);
  await login.open();
  await login.signUp(uniqueEmail(label));
  const onboarding = new Onboarding(page);
  await onboarding.expectScreen('Connect your watch');
  return onboarding;
}

/**
 * A fresh account through the screens every onboarding starts with: no watch, then the unit
 * system. The next screen is "Your profile".
 */
export async function signUpAndChooseUnits(
  page: Page,
  label: string,
  units: 'Metric' | 'Imperial',
): Promise<Onboarding> {
  const onboarding = await signUpNewAthlete(page, label);
  await onboarding.withoutWatch();
  await onboarding.aboutYou(units);
  return onboarding;
}

export interface OnboardingChoices {
  /** Slots on top of TYPICAL_WEEK. */
  extraSlots?: SlotPlan[];
  /** How many days ahead the Olympic A race is: 140 (20 weeks) unless said. */
  raceInDays?: number;
}

/**
 * A new athlete through the screens the plan needs (profile, intention, goal, experience,
 * availability), then completion and the trial: lands on the dashboard.
 */
export async function finishOnboarding(
  page: Page,
  label: string,
  { extraSlots = [], raceInDays = 140 }: OnboardingChoices = {},
): Promise<Onboarding> {
  const onboarding = await signUpAndChooseUnits(page, label, 'Metric');
  await onboarding.profile({ height: '168', weight: '61.5' });
  await onboarding.intention();
  await onboarding.raceGoal('Hamburg Olympic', raceInDays);
  await onboarding.expectScreen('Training constraints');
  await page.goto('/onboarding/endurance-experience/training-volume');
  await onboarding.experienceVolume('4000');
  await onboarding.longSessions('2000');
  await onboarding.expectScreen('Swim threshold');
  await availabilityToDashboard(page, onboarding, [...TYPICAL_WEEK, ...extraSlots]);
  return onboarding;
}

/**
 * The availability screen with `week`, past the feasibility warning, then completion and the
 * trial: lands on the dashboard.
 */
export async function availabilityToDashboard(
  page: Page,
  onboarding: Onboarding,
  week: SlotPlan[],
): Promise<void> {
  await page.goto('/onboarding/availability');
  await onboarding.availability(week);
  const anyway = page.getByRole('button', { name: 'Continue anyway' });
  await expect(anyway.or(onboarding.heading('Is your goal feasible?'))).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await page.goto('/onboarding/complete');
  await page.getByRole('button', { name: 'Finish and build my plan' }).click();
  await onboarding.expectScreen('Start your free trial');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

/** `finishOnboarding`, then waits on the dashboard until the plan is built (today's status shows). */
export async function onboardedWithPlan(
  page: Page,
  label: string,
  choices?: OnboardingChoices,
): Promise<void> {
  await finishOnboarding(page, label, choices);
  await expect(page.getByRole('status', { name: 'Today' })).toBeVisible({ timeout: 60_000 });
}

/** What a page spec at one viewport starts from (`onboardedWithPlanAt`). */
export interface AthleteAtViewport {
  /** `shot('name')` saves a full-page screenshot as `${shots}-${width}-name.png`, for a person to look at. */
  shot: (name: string) => Promise<Buffer>;
  /**
   * Reloads the page and returns the bearer the app then sends: access tokens live a minute in this
   * suite and each full page load signs in again from the refresh cookie, so read one before each
   * batch of API calls.
   */
  freshBearer: () => Promise<string>;
}

/**
 * The opening the page specs share at each viewport: `onboardedWithPlan` for an athlete labelled
 * `${label}-${width}` (one account per viewport), with screenshots saved under `${shots}-${width}`.
 */
export async function onboardedWithPlanAt(
  page: Page,
  viewport: Viewport,
  label: string,
  shots: string,
): Promise<AthleteAtViewport> {
  const shot = screenshotsTo(page, `${shots}-${viewport.width}`);
  await onboardedWithPlan(page, `${label}-${viewport.width}`);
  return { shot, freshBearer: () => bearerOf(page, () => page.reload()) };
}
