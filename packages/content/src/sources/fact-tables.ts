import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const FACTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'facts');

/** Every fact row names where it can be checked. */
const sourced = { source: z.string().min(1) };

export const indianStateSchema = z.object({
  state: z.string().min(1),
  kind: z.enum(['state', 'union territory']),
  capital: z.string().min(1),
  statehoodYear: z.number().int().optional(),
  ...sourced,
});
export const importantDaySchema = z.object({ day: z.string().min(1), date: z.string().min(1), ...sourced });
export const siUnitSchema = z.object({ quantity: z.string().min(1), unit: z.string().min(1), ...sourced });
export const vitaminSchema = z.object({ vitamin: z.string().min(1), disease: z.string().min(1), ...sourced });

export type IndianState = z.infer<typeof indianStateSchema>;
export type ImportantDay = z.infer<typeof importantDaySchema>;
export type SiUnit = z.infer<typeof siUnitSchema>;
export type VitaminDeficiency = z.infer<typeof vitaminSchema>;

/** Reads facts/<name>.json and validates every row; a bad row stops the build. */
export function loadFactTable<T>(name: string, rowSchema: z.ZodType<T>): T[] {
  const file = JSON.parse(readFileSync(join(FACTS_DIR, `${name}.json`), 'utf8')) as { rows: unknown };
  return z.array(rowSchema).parse(file.rows);
}
