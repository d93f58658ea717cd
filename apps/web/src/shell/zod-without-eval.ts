// From zod's core, which the first screen's zod/mini schemas share: zod's full API is ~13 KB more.
import { config } from 'zod/v4/core';

/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Our
 * Content-Security-Policy allows no eval, and Chromium reports even the caught probe as a
 * violation; jitless parsing skips the probe. Imported first by main.tsx, before any parse.
 */
config({ jitless: true });
