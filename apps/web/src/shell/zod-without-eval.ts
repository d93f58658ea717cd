import { z } from 'zod';

/**
 * Zod compiles fast parsers with `new Function` after probing whether eval is allowed. Our
 * Content-Security-Policy allows no eval, and Chromium reports even the caught probe as a
 * violation; jitless parsing skips the probe. Imported first by main.tsx, before any parse.
 */
z.config({ jitless: true });
