/** Loads the payload schemas' chunk (once; later calls share the module). */
export function loadPayloadSchemas(): Promise<typeof import('./payload-schemas.ts')> {
  return import('./payload-schemas.ts');
}
