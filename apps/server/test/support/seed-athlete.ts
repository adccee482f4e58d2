import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/context';
import { athletes, plannedSessions, users } from '../../src/db/schema';
import { actingAs, onboardingAnswers, type OnboardingAnswers, type TestAthlete } from './athlete-factory';
import { STRONG_PASSWORD, uniqueEmail } from './auth-flow';
import { createTestApp, forFile } from './test-app';

/** How far the seeded athlete got: signed up; onboarding answered; onboarded with the trial and a plan. */
export type SeedStage = 'signed-up' | 'answered' | 'onboarded';

export interface SeedOptions {
  /** 'onboarded' unless said. */
  stage?: SeedStage;
  email?: string;
  password?: string;
  /** Onboarding's answers (onboardingAnswers() unless said), as the screens send them. */
  answers?: Partial<OnboardingAnswers>;
  /** Races beside the A race, as POST /athletegoal takes them. */
  moreGoals?: Record<string, unknown>[];
  /** Measured thresholds per sport, as POST /api/v2/thresholds/{sport} takes them. */
  thresholds?: { swimming?: object; cycling?: object; running?: object };
}

export interface SeededAthlete extends TestAthlete {
  userId: string;
  /** The ids of the goals written, the A race first (none before 'answered'). */
  goalIds: string[];
}

/** The app in this process: seeding writes through its services, the athlete then calls its routes. */
type AppInProcess = { app: FastifyInstance; ctx: AppContext };

/** A hash takes tens of ms: the athletes of a process that share a password share its hash. */
const passwordHashes = new Map<string, Promise<string>>();
const passwordHash = (password: string) => {
  let hashed = passwordHashes.get(password);
  if (!hashed) passwordHashes.set(password, (hashed = hash(password)));
  return hashed;
};

/**
 * An athlete written straight to the app's database, not walked through the sign-up and
 * onboarding calls: the account and athlete rows (as sign-up writes them, the password hashed),
 * the answers through the services the onboarding calls use (the same checks and derived rows),
 * then the trial, the completed onboarding and the plan built in this call (no job to wait for).
 * The access token is minted as the token endpoint mints it, so the athlete calls the API as
 * any other. For tests whose subject is what an athlete does from there; a test of sign-up,
 * onboarding or the plan job walks the calls (athlete-factory.ts).
 */
export async function seedAthlete(
  { app, ctx }: AppInProcess,
  options: SeedOptions = {},
): Promise<SeededAthlete> {
  const stage = options.stage ?? 'onboarded';
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const passwordHashed = await passwordHash(password);
  const createdAt = ctx.clock.now();
  const { userId, athleteId } = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash: passwordHashed, createdAt })
      .returning({ id: users.id });
    if (!user) throw new Error('the user was not stored');
    const [athlete] = await tx
      .insert(athletes)
      .values({ userId: user.id, createdAt })
      .returning({ id: athletes.id });
    if (!athlete) throw new Error('the athlete was not stored');
    return { userId: user.id, athleteId: athlete.id };
  });
  const goalIds = stage === 'signed-up' ? [] : await answerOnboarding(ctx, athleteId, options);
  if (stage === 'onboarded') await completeOnboarding(ctx, athleteId);
  const client = ctx.clients.get('tricoach-ios');
  if (!client) throw new Error('no iOS client');
  const tokens = await ctx.tokens.issueTokens(userId, client);
  const minted = {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
  };
  return { ...actingAs(app, { email, password, ...minted }, athleteId), userId, goalIds };
}

/** The profile, the goals, the week and the thresholds, through the services their calls use. */
async function answerOnboarding(ctx: AppContext, athleteId: string, options: SeedOptions): Promise<string[]> {
  const answers = { ...onboardingAnswers(), ...options.answers };
  const now = ctx.clock.now();
  await ctx.profiles.patch(athleteId, answers.profile, now);
  const goalIds: string[] = [];
  for (const goal of [answers.goal, ...(options.moreGoals ?? [])])
    goalIds.push((await ctx.goals.create(athleteId, goal, now)).id);
  await ctx.availability.save(athleteId, answers.availability);
  const { swimming, cycling, running } = options.thresholds ?? {};
  if (swimming) await ctx.thresholds.postSwimming(athleteId, swimming, now);
  if (cycling) await ctx.thresholds.postCycling(athleteId, cycling, now);
  if (running) await ctx.thresholds.postRunning(athleteId, running, now, { isOnboarding: false });
  return goalIds;
}

/** The trial started, onboarding completed and the plan generated in this call, as its job would. */
async function completeOnboarding(ctx: AppContext, athleteId: string): Promise<void> {
  await ctx.onboarding.startTrial(athleteId, ctx.clock.now());
  await ctx.db
    .update(athletes)
    .set({ onboardingStatus: 'OnBoardingCompleted' })
    .where(eq(athletes.id, athleteId));
  ctx.identity.invalidate(athleteId);
  const status = await ctx.planGeneration.generateNow(athleteId);
  if (status !== 'ready') throw new Error(`the plan was not generated: ${status}`);
}

/** A signed-up athlete (no answers yet), written straight to the database. */
export const signedUpAthlete = (t: AppInProcess) => seedAthlete(t, { stage: 'signed-up' });

/** Where most files start: an app of their own, an onboarded athlete with a plan, and a signed-up stranger. */
export async function appWithAthlete(options: SeedOptions = {}, env: Record<string, string> = {}) {
  const t = await createTestApp(env);
  const a = await seedAthlete(t, options);
  const stranger = await signedUpAthlete(t);
  return { t, a, stranger };
}

/** appWithAthlete for the whole file: `const { t, a, stranger } = appWithAthleteForFile()` (see forFile). */
export const appWithAthleteForFile = (
  options: SeedOptions = {},
  env: Record<string, string> = {},
  hookTimeoutMs?: number,
) =>
  forFile(
    () => appWithAthlete(options, env),
    ({ t }) => t.close(),
    hookTimeoutMs,
  );

/**
 * Moves the athlete's first planned run to `date`, so a run done that day has a session to
 * fulfil (a new plan opens gently, maybe without one on the day a test needs). Gives the session.
 */
export async function planRunOn(t: AppInProcess, athleteId: string, date: string) {
  const [row] = await t.ctx.db
    .select()
    .from(plannedSessions)
    .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.sport, 'run')))
    .orderBy(plannedSessions.date)
    .limit(1);
  if (!row) throw new Error('the plan has no run');
  await t.ctx.db
    .update(plannedSessions)
    .set({ date, session: { ...row.session, date } })
    .where(and(eq(plannedSessions.athleteId, athleteId), eq(plannedSessions.id, row.id)));
  return row.session;
}
