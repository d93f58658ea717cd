import type { LocaleFiles } from './i18n.ts';

/** Every Hindi namespace in one chunk, loaded only when Hindi is chosen. */
const files: LocaleFiles = import.meta.glob<Record<string, unknown>>('./locales/hi/*.json', {
  eager: true,
  import: 'default',
});
export default files;
