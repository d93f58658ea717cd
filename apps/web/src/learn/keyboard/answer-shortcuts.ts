export type AnswerShortcut = { kind: 'choose'; optionIndex: number } | { kind: 'next' } | { kind: 'mark' };

const OPTION_KEYS: Record<string, number> = { '1': 0, '2': 1, '3': 2, '4': 3, a: 0, b: 1, c: 2, d: 3 };

/** 1-4 or A-D choose an option, Enter goes on, M marks for review. */
export function answerShortcutFor(key: string): AnswerShortcut | undefined {
  const lower = key.toLowerCase();
  const optionIndex = OPTION_KEYS[lower];
  if (optionIndex !== undefined) return { kind: 'choose', optionIndex };
  if (key === 'Enter') return { kind: 'next' };
  if (lower === 'm') return { kind: 'mark' };
  return undefined;
}
