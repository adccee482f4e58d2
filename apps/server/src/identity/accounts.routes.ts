import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  credentialsSchema,
  emailSchema,
  passwordSchema,
  signInSchema,
} from '@tricoach/core';
import type { AppContext } from '../context';
import { AccountAttemptLimiter } from '../http/account-limiter';
import { athleteRoutes } from '../http/athlete-routes';
import type { RouteGuards } from '../http/guards';
import { checkedByService as field, errorResponses } from '../http/openapi';
import { RESET_REQUESTED } from './accounts.service';
import { SESSION_COOKIE, setSessionCookie } from './cookies';
import { sameSiteJsonOnly } from './same-site-guard';
import { EMAIL_CHANGE_REQUESTED } from './email-change.service';

const signedIn = z.object({ signedIn: z.literal(true) });
const messageResponse = z.object({ message: z.string() });

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, guards: RouteGuards): void {
  const { accounts, config } = ctx;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perIp = { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: '1 minute' } };
  const sameSiteOnly = sameSiteJsonOnly(config);
  const perAccount = new AccountAttemptLimiter(
    ctx.rateLimitCounter,
    config.RATE_LIMIT_ACCOUNT_PER_15_MINUTES,
    15 * 60_000,
  );
  const tags = ['identity'];
  /** A new session of the user in this browser: its cookie on the answer. */
  const signedInAs = async (userId: string, reply: FastifyReply) => {
    const session = await accounts.startSession(userId);
    setSessionCookie(reply, config, session.token);
    return { signedIn: true as const };
  };
  const signedInRoutes = athleteRoutes(app, { tag: 'identity', guards, clock: ctx.clock });

  routes.post(
    '/api/v1/auth/signup',
    {
      config: perIp,
      preValidation: sameSiteOnly,
      schema: {
        tags,
        summary: 'Create an email and password account',
        body: credentialsSchema,
        response: { 201: signedIn, ...errorResponses },
      },
    },
    async (request, reply) => {
      await perAccount.hit(`signup:${request.body.email}`);
      const userId = await accounts.signUp(request.body.email, request.body.password);
      return reply.status(201).send(await signedInAs(userId, reply));
    },
  );

  routes.post(
    '/api/v1/auth/signin',
    {
      config: perIp,
      preValidation: sameSiteOnly,
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: signedIn, ...errorResponses },
      },
    },
    async (request, reply) => {
      await perAccount.hit(`signin:${request.body.email}`);
      const userId = await accounts.signIn(request.body.email, request.body.password);
      return signedInAs(userId, reply);
    },
  );

  routes.post(
    '/api/v1/auth/password-reset',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Email a password reset link',
        body: z.object({ email: emailSchema }),
        response: { 202: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await perAccount.hit(`reset:${request.body.email}`);
      await accounts.requestPasswordReset(request.body.email);
      return reply.status(202).send({ message: RESET_REQUESTED });
    },
  );

  routes.post(
    '/api/v1/auth/password-reset/confirm',
    {
      config: perIp,
      schema: {
        tags,
        summary: 'Set a new password with a reset link',
        body: z.object({ token: z.string().min(1, 'Token is required'), password: passwordSchema }),
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.confirmPasswordReset(request.body.token, request.body.password);
      return { message: 'Your password has been changed. Please sign in with the new password.' };
    },
  );

  signedInRoutes.post(
    '/api/v1/User/change-password',
    { summary: 'Change the password', body: changePasswordSchema, response: { 200: messageResponse } },
    async ({ auth, request }) => {
      const { userId, sessionId } = auth;
      await perAccount.hit(`change:${userId}`);
      await accounts.changePassword(userId, request.body.currentPassword, request.body.newPassword, {
        familyId: sessionId,
        sessionToken: request.cookies[SESSION_COOKIE],
      });
      return { message: 'Your password has been changed.' };
    },
  );

  signedInRoutes.post(
    '/api/v1/User/change-email',
    {
      summary: 'Ask to change the sign-in email (confirmed by a link to the new address)',
      body: z
        .object({
          newEmail: field.email('The new sign-in email'),
          password: field.string('The current password'),
        })
        .partial(),
      response: { 202: messageResponse },
    },
    async ({ auth, now, request }) => {
      const { userId } = auth;
      await perAccount.hit(`email-change:${userId}`);
      await ctx.emailChanges.request(userId, request.body, now);
      return { message: EMAIL_CHANGE_REQUESTED };
    },
  );

  signedInRoutes.post(
    '/api/v1/User/confirm-email-change',
    {
      summary: 'Confirm an email change with the link token',
      body: z.object({ token: field.string('The token from the confirmation link') }).partial(),
      response: { 200: z.object({ email: z.string() }) },
    },
    async ({ auth, now, request }) => {
      const { userId, athleteId } = auth;
      return {
        email: await ctx.emailChanges.confirm(userId, athleteId, request.body.token, now),
      };
    },
  );

  const providerInfo = z.object({ clientId: z.string() }).nullable();
  routes.get(
    '/api/v1/auth/providers',
    {
      schema: {
        tags,
        summary: 'External sign-in providers configured on this server',
        response: {
          200: z.object({
            apple: providerInfo,
            google: providerInfo,
            facebook: z
              .object({
                appId: z.string(),
                /** The web's Login dialog flow; null without the app secret (Limited Login only). */
                web: z.object({ authorizeUrl: z.string(), redirectUri: z.string() }).nullable(),
              })
              .nullable(),
          }),
        },
      },
    },
    async () => ctx.externalTokens.describeConfigured(),
  );
}
