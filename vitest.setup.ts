import { afterEach, beforeEach } from 'vitest';

/**
 * A test that logs through console.error fails, as the e2e suite fails on a browser console
 * error: an error nobody asserted on is a defect hiding in a green run. A test that expects one
 * replaces console.error itself (vi.spyOn(console, 'error').mockImplementation(...)).
 */
let logged: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args);
    original(...args);
  };
});

afterEach(() => {
  const unexpected = logged;
  console.error = original;
  logged = [];
  if (unexpected.length > 0)
    throw new Error(
      `console.error was called ${unexpected.length} time(s): ${unexpected.map((args) => args.map(String).join(' ')).join(' | ')}`,
    );
});
