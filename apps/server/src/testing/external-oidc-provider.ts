/**
 * A separate OpenID provider for integration tests: plain oidc-provider on 127.0.0.1, with
 * one account that signs in without a form (the interaction finishes at once). Started as a
 * child process; prints `ISSUER <url>` when ready. Env: REDIRECT_URI, CLIENT_ID, CLIENT_SECRET.
 */
import { createServer } from 'node:http';
import Provider, { interactionPolicy } from 'oidc-provider';

const redirectUri = process.env.REDIRECT_URI ?? 'http://127.0.0.1:3999/api/auth/callback';
const clientId = process.env.CLIENT_ID ?? 'external-client';
const clientSecret = process.env.CLIENT_SECRET ?? 'external-secret';
const ACCOUNT = {
  sub: 'external-user-1',
  email: 'learner@external.example',
  email_verified: true,
  name: 'External Learner',
  picture: 'https://external.example/learner.png',
};

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const issuer = `http://127.0.0.1:${port}`;
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0);
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [redirectUri],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['external-test-provider-cookie-key'] },
    findAccount: async (_ctx, sub) =>
      sub === ACCOUNT.sub ? { accountId: sub, claims: async () => ({ ...ACCOUNT }) } : undefined,
  });
  const callback = provider.callback();
  server.on('request', async (request, response) => {
    if (!request.url?.startsWith('/interaction/')) {
      callback(request, response);
      return;
    }
    try {
      const details = await provider.interactionDetails(request, response);
      const grant = new provider.Grant({
        accountId: ACCOUNT.sub,
        clientId: String(details.params.client_id),
      });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { select_account: {}, login: { accountId: ACCOUNT.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });
  process.stdout.write(`ISSUER ${issuer}\n`);
});

process.on('SIGTERM', () => server.close(() => process.exit(0)));
