/** The ways browsers and Vite say a lazily loaded file could not be fetched. */
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

/** The URL of the chunk named in the error, when the browser gives one. */
export function chunkUrlOf(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /(https?:\/\/\S+?\.js)\b/.exec(error.message)?.[1];
}
