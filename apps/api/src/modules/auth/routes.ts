import {
  logoutBodySchema,
  logoutResultSchema,
  lostPasswordBodySchema,
  lostPasswordResultSchema,
  refreshBodySchema,
  resendVerificationBodySchema,
  resetPasswordBodySchema,
  resetPasswordResultSchema,
  sessionSchema,
  signinBodySchema,
  signupBodySchema,
  signupResultSchema,
  validateResultSchema,
  verifyTokenParamsSchema,
  verifyTokenResultSchema,
} from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { authenticate } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { presentUser } from '../users/presenters.js';
import { lostPassword } from './lost-password.js';
import { revokeSession } from './queries.js';
import { refresh } from './refresh.js';
import { resendVerification } from './resend-verification.js';
import { signin } from './signin.js';
import { signup } from './signup.js';
import { resetPassword, verifyToken } from './verify-token.js';

const tags = ['auth'];

export function authRoutes(app: App, deps: AppDeps): void {
  const requireAuth = authenticate(deps);

  app.post('/auth/signin', {
    schema: { tags, body: signinBodySchema, response: { 200: ok(sessionSchema), ...errors(400, 401, 403, 429) } },
    handler: async (request, reply) => {
      const { session, setCookie } = await signin(deps, {
        body: request.body,
        client: { ip: request.ip, userAgent: request.headers['user-agent'], cookie: request.headers.cookie },
      });
      // The device cookie: this browser is known to this account at its next sign-in (signin.ts).
      reply.header('Set-Cookie', setCookie);
      return { data: session };
    },
  });

  app.post('/auth/signup', {
    schema: { tags, body: signupBodySchema, response: { 201: ok(signupResultSchema), ...errors(400, 429) } },
    handler: async (request, reply) => reply.code(201).send({ data: await signup(deps, { body: request.body, ip: request.ip, log: request.log }) }),
  });

  app.post('/auth/refresh', {
    schema: { tags, body: refreshBodySchema, response: { 200: ok(sessionSchema), ...errors(400, 401) } },
    handler: async (request) => ({ data: await refresh(deps, { refreshToken: request.body.refreshToken }) }),
  });

  app.get('/auth/validate', {
    schema: { tags, security: [{ bearer: [] }], response: { 200: ok(validateResultSchema), ...errors(401) } },
    preHandler: requireAuth,
    handler: async (request) => ({ data: { user: presentUser(scopeOf(request)) } }),
  });

  app.post('/auth/logout', {
    schema: {
      tags,
      security: [{ bearer: [] }],
      // Logout has no payload (shell spec §7); Fastify hands a missing body to the validator as null.
      body: logoutBodySchema.nullish(),
      response: { 200: ok(logoutResultSchema), ...errors(401) },
    },
    preHandler: requireAuth,
    handler: async (request) => {
      const { sessionId } = scopeOf(request);
      // An API key has no session to end: its owner revokes it on the API keys page.
      if (sessionId) await revokeSession(deps.db, sessionId);
      return { data: { ok: true as const } };
    },
  });

  app.post('/auth/resend-verification', {
    schema: { tags, body: resendVerificationBodySchema, response: { 200: ok(lostPasswordResultSchema), ...errors(400, 429) } },
    handler: async (request) => ({ data: await resendVerification(deps, { email: request.body.email, ip: request.ip, log: request.log }) }),
  });

  app.post('/lost-password', {
    schema: { tags, body: lostPasswordBodySchema, response: { 200: ok(lostPasswordResultSchema), ...errors(400, 429) } },
    handler: async (request) => ({ data: await lostPassword(deps, { login: request.body.username, ip: request.ip, log: request.log }) }),
  });

  app.get('/users/verify/:token', {
    schema: { tags, params: verifyTokenParamsSchema, response: { 200: ok(verifyTokenResultSchema), ...errors(400) } },
    handler: async (request) => ({ data: await verifyToken(deps, { token: request.params.token }) }),
  });

  app.put('/users/reset-password/:token', {
    schema: {
      tags,
      params: verifyTokenParamsSchema,
      body: resetPasswordBodySchema,
      response: { 200: ok(resetPasswordResultSchema), ...errors(400) },
    },
    handler: async (request) => ({ data: await resetPassword(deps, { token: request.params.token, password: request.body.password }) }),
  });
}
