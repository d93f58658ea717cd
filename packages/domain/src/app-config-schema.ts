import { z } from 'zod';
import { type AppConfigValidators, FEATURE_FLAGS, THEMES } from './app-config.ts';
import { categoryFileSchema, parentCategoriesFileSchema } from './category-config.ts';

/** The base configuration file; unknown keys are kept so operators can add their own. */
export const appConfigFileSchema = z
  .object({
    name: z.string().min(1).optional(),
    appName: z.string().min(1).optional(),
    totalQuestions: z.number().int().nonnegative().optional(),
    theme: z.enum(THEMES).optional(),
    features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()).optional(),
    /** The ad network's client id and script, laid over by the server from ADS_CLIENT_ID and ADS_SCRIPT_URL. */
    ads: z.object({ clientId: z.string().min(1), scriptUrl: z.string().min(1) }).optional(),
    categories: categoryFileSchema.optional(),
  })
  .loose();
export type AppConfigFile = z.infer<typeof appConfigFileSchema>;

/** The configuration files' schemas, for loadAppConfig. */
export const appConfigValidators: AppConfigValidators = {
  appConfig: appConfigFileSchema,
  parentCategories: parentCategoriesFileSchema,
  categories: categoryFileSchema,
};
