import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_CONFIG_FILE, type FeatureFlag } from '@abhyas/domain';
import type { FastifyInstance } from 'fastify';

export interface OperatorAppConfig {
  /** FEATURES: flags turned on or off over the content build's app config. */
  featureFlags: Readonly<Partial<Record<FeatureFlag, boolean>>>;
  /** ADS_CLIENT_ID and ADS_SCRIPT_URL, for the web app's ad loader. */
  ads: { readonly clientId: string; readonly scriptUrl: string } | undefined;
}

/**
 * Serves /config/app-config.json with the operator's settings laid over the built file, so that
 * turning on analytics or ads is an environment variable, not a rebuild of the question bank.
 * Registered ahead of the content files' folder route, which serves every other config file.
 */
export function registerAppConfigFile(
  app: FastifyInstance,
  contentBuild: string,
  operator: OperatorAppConfig,
): void {
  const builtFile = path.join(contentBuild, 'public', 'config', APP_CONFIG_FILE);
  app.get(`/config/${APP_CONFIG_FILE}`, async (_request, reply) => {
    let built: Record<string, unknown>;
    try {
      built = JSON.parse(await readFile(builtFile, 'utf8')) as Record<string, unknown>;
    } catch {
      return reply.callNotFound();
    }
    const features = { ...(built.features as Record<string, boolean> | undefined), ...operator.featureFlags };
    const served = { ...built, features, ...(operator.ads ? { ads: operator.ads } : {}) };
    return reply.header('Cache-Control', 'no-cache').type('application/json').send(JSON.stringify(served));
  });
}
