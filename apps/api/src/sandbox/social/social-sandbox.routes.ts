import { SANDBOX_FACEBOOK_APP_ID, SANDBOX_GOOGLE_CLIENT_ID } from '../../config/env';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentPage, errorPage } from './sandbox-page';
import {
  readSandboxToken,
  SANDBOX_TOKEN_TTL_SECONDS,
  sandboxSubject,
  signSandboxToken,
  type SandboxProvider,
} from './sandbox-token';

/**
 * Stand-ins for Google and Facebook sign-in, mounted only for a provider without live credentials.
 * They speak the providers' protocols (implicit OAuth grant, Google tokeninfo, Graph debug_token and /me),
 * so the API's provider clients run unchanged against them over HTTP.
 */

const text = z.string().max(2000).optional();
const authorizeQuery = z.object({
  client_id: text,
  redirect_uri: text,
  response_type: text,
  state: text,
  scope: text,
});
const decisionBody = authorizeQuery.extend({ decision: text, email: text, name: text });
type AuthorizeQuery = z.infer<typeof authorizeQuery>;

interface Dialog {
  provider: SandboxProvider;
  clientId: string;
  path: string;
  title: string;
  intro: string;
  demo: { email: string; name: string };
  emailRequired: boolean;
}

const GOOGLE: Dialog = {
  provider: 'google',
  clientId: SANDBOX_GOOGLE_CLIENT_ID,
  path: '/sandbox/google/authorize',
  title: 'Sign in with Google (sandbox)',
  intro:
    'Choose the Google account OxStrength will see. Continue signs in; Cancel returns without signing in.',
  demo: { email: 'demo.google@oxstrength.test', name: 'Google Demo User' },
  emailRequired: true,
};

const FACEBOOK: Dialog = {
  provider: 'facebook',
  clientId: SANDBOX_FACEBOOK_APP_ID,
  path: '/sandbox/facebook/dialog/oauth',
  title: 'Log in with Facebook (sandbox)',
  intro:
    'Choose the Facebook account OxStrength will see (leave the email empty for an account without one).',
  demo: { email: 'demo.facebook@oxstrength.test', name: 'Facebook Demo User' },
  emailRequired: false,
};

const EMAIL = z.email();

/** The redirect target, when the request is one a real provider would honour; else what is wrong. */
function checkAuthorize(app: FastifyInstance, request: FastifyRequest, q: AuthorizeQuery, dialog: Dialog) {
  if (q.client_id !== dialog.clientId) return { error: 'invalid_client: the OAuth client was not found.' };
  let redirect: URL;
  try {
    redirect = new URL(q.redirect_uri ?? '');
  } catch {
    return { error: 'redirect_uri_mismatch: the redirect URI is missing or invalid.' };
  }
  // Only this site may receive tokens: no open redirect.
  const allowed = [app.config.APP_URL, `${request.protocol}://${request.host}`].map((u) => {
    try {
      return new URL(u).origin;
    } catch {
      return undefined;
    }
  });
  if (!allowed.includes(redirect.origin))
    return { error: 'redirect_uri_mismatch: the redirect URI is not registered for this client.' };
  if (q.response_type !== 'token')
    return { error: 'unsupported_response_type: only response_type=token is supported.' };
  redirect.hash = '';
  return { redirect };
}

const withFragment = (redirect: URL, params: Record<string, string | undefined>) => {
  const fragment = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  );
  return `${redirect.toString()}#${fragment.toString()}`;
};

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

function dialogRoutes(app: FastifyInstance, dialog: Dialog) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const page = (q: AuthorizeQuery, values: { email: string; name: string }, error?: string) =>
    consentPage({
      title: dialog.title,
      intro: dialog.intro,
      action: dialog.path,
      hidden: {
        client_id: q.client_id ?? '',
        redirect_uri: q.redirect_uri ?? '',
        response_type: q.response_type ?? '',
        state: q.state ?? '',
        scope: q.scope ?? '',
      },
      ...values,
      emailRequired: dialog.emailRequired,
      error,
    });

  typed.get(
    dialog.path,
    { schema: { tags: ['sandbox'], summary: `${dialog.title}: consent page`, querystring: authorizeQuery } },
    async (request, reply) => {
      const check = checkAuthorize(app, request, request.query, dialog);
      if (check.error) return html(reply, 400, errorPage(dialog.title, check.error));
      return html(reply, 200, page(request.query, dialog.demo));
    },
  );

  typed.post(
    dialog.path,
    { schema: { tags: ['sandbox'], summary: `${dialog.title}: the person's choice`, body: decisionBody } },
    async (request, reply) => {
      const body = request.body;
      const check = checkAuthorize(app, request, body, dialog);
      if (check.error) return html(reply, 400, errorPage(dialog.title, check.error));
      const state = body.state || undefined;
      if (body.decision !== 'continue')
        return reply.redirect(withFragment(check.redirect!, { error: 'access_denied', state }), 302);

      const email = (body.email ?? '').trim().toLowerCase();
      const name = (body.name ?? '').trim().slice(0, 100);
      const values = { email: body.email ?? '', name: body.name ?? '' };
      if ((email || dialog.emailRequired) && !EMAIL.safeParse(email).success)
        return html(reply, 400, page(body, values, 'Enter a valid email address.'));
      if (!name) return html(reply, 400, page(body, values, 'Enter a name.'));

      const accessToken = signSandboxToken(app.config, {
        provider: dialog.provider,
        // Without an email the id still has to be stable: derive it from the name.
        sub: sandboxSubject(app.config, dialog.provider, email || `name:${name}`),
        ...(email ? { email } : {}),
        name,
        aud: dialog.clientId,
        exp: Math.floor(Date.now() / 1000) + SANDBOX_TOKEN_TTL_SECONDS,
      });
      return reply.redirect(
        withFragment(check.redirect!, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: String(SANDBOX_TOKEN_TTL_SECONDS),
          state,
        }),
        302,
      );
    },
  );
}

const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  dialogRoutes(app, GOOGLE);

  app.get(
    '/sandbox/google/tokeninfo',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Google's tokeninfo for sandbox access tokens",
        querystring: z.object({ access_token: z.string().max(4096).optional() }),
      },
    },
    async (request, reply) => {
      const check = readSandboxToken(app.config, request.query.access_token ?? '', 'google');
      if (!check.ok)
        return reply.status(400).send({ error: 'invalid_token', error_description: 'Invalid Value' });
      const { aud, sub, email, name, exp } = check.payload;
      return {
        azp: aud,
        aud,
        sub,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        exp: String(exp),
        expires_in: String(Math.max(0, exp - Math.floor(Date.now() / 1000))),
        email,
        email_verified: 'true',
        access_type: 'online',
        // Not in Google's access-token tokeninfo (a live sign-in names the account from its email); the
        // sandbox passes on the name typed on its page.
        name,
      };
    },
  );
};

const oauthError = (reply: FastifyReply, message: string) =>
  reply.status(400).send({ error: { message, type: 'OAuthException', code: 190 } });
const CANNOT_PARSE = 'Invalid OAuth access token - Cannot parse access token';
const SESSION_EXPIRED = 'Error validating access token: Session has expired.';

const facebookRoutes: FastifyPluginAsyncZod = async (app) => {
  dialogRoutes(app, FACEBOOK);
  const appToken = () => `${SANDBOX_FACEBOOK_APP_ID}|${app.config.social.facebook.appSecret}`;

  app.get(
    '/sandbox/facebook/debug_token',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Graph API debug_token for sandbox access tokens (needs the app's access token)",
        querystring: z.object({
          input_token: z.string().max(4096).optional(),
          access_token: z.string().max(4096).optional(),
        }),
      },
    },
    async (request, reply) => {
      if (request.query.access_token !== appToken())
        return oauthError(reply, 'Invalid OAuth access token signature.');
      const check = readSandboxToken(app.config, request.query.input_token ?? '', 'facebook');
      if (!check.ok && check.reason === 'malformed') return oauthError(reply, CANNOT_PARSE);
      const { aud, sub, exp } = check.payload!;
      return {
        data: {
          app_id: aud,
          type: 'USER',
          application: 'OxStrength (sandbox)',
          expires_at: exp,
          data_access_expires_at: exp + 90 * 24 * 3600,
          is_valid: check.ok,
          scopes: ['email', 'public_profile'],
          user_id: sub,
          ...(check.ok ? {} : { error: { code: 190, message: SESSION_EXPIRED, subcode: 463 } }),
        },
      };
    },
  );

  app.get(
    '/sandbox/facebook/me',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Graph API /me for sandbox access tokens',
        querystring: z.object({
          fields: z.string().max(500).optional(),
          access_token: z.string().max(4096).optional(),
        }),
      },
    },
    async (request, reply) => {
      const check = readSandboxToken(app.config, request.query.access_token ?? '', 'facebook');
      if (!check.ok) return oauthError(reply, check.reason === 'expired' ? SESSION_EXPIRED : CANNOT_PARSE);
      const { sub, name, email } = check.payload;
      const fields = new Set((request.query.fields ?? 'id,name').split(',').map((f) => f.trim()));
      return {
        id: sub,
        ...(fields.has('name') ? { name } : {}),
        ...(fields.has('email') && email ? { email } : {}),
      };
    },
  );
};

export const socialSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The consent pages post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  if (app.config.social.google.sandbox) await app.register(googleRoutes);
  if (app.config.social.facebook.sandbox) await app.register(facebookRoutes);
};
