import { type QuestionPack, questionPackSchema } from '@abhyas/domain';
import { PACKS_CACHE_NAME } from '../../shell/cache-storage.ts';

/**
 * Packs are named by their content hash, so a copy never goes stale: it is kept in Cache
 * Storage (the shell's packs cache, which Clear Cache keeps) after the first download and read from there first, offline or not (the service
 * worker may cache it too; this copy does not depend on it).
 */
const inMemory = new Map<string, Promise<QuestionPack>>();

export class PackLoadError extends Error {
  override name = 'PackLoadError';
}

async function openPackCache(): Promise<Cache | undefined> {
  try {
    return 'caches' in globalThis ? await caches.open(PACKS_CACHE_NAME) : undefined;
  } catch {
    // Cache Storage is missing outside secure contexts and in some private modes.
    return undefined;
  }
}

function parsePack(json: unknown, url: string): QuestionPack {
  const parsed = questionPackSchema.safeParse(json);
  if (!parsed.success) throw new PackLoadError(`${url} is not a question pack`);
  return parsed.data;
}

async function fetchPack(url: string): Promise<QuestionPack> {
  const cache = await openPackCache();
  const cached = await cache?.match(url).catch(() => undefined);
  if (cached) {
    try {
      return parsePack(await cached.json(), url);
    } catch {
      await cache?.delete(url).catch(() => false);
    }
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new PackLoadError(`${url} could not be fetched`);
  }
  if (!response.ok) throw new PackLoadError(`${url} answered ${response.status}`);
  const pack = parsePack(await response.clone().json(), url);
  await cache?.put(url, response).catch(() => undefined);
  return pack;
}

/** One download per pack per page load; a failed load may be tried again. */
export function loadQuestionPack(url: string): Promise<QuestionPack> {
  const existing = inMemory.get(url);
  if (existing) return existing;
  const loading = fetchPack(url);
  inMemory.set(url, loading);
  loading.catch(() => inMemory.delete(url));
  return loading;
}
