/** The question bank importer's parsers and topic builder, shared by the CLI and the server's admin import. */
export { IMPORT_FORMATS, type ImportFormat, PARSERS } from './detect-format.ts';
export type { ImportedQuestion, ParseResult } from './imported-question.ts';
export { slugify, toImportedTopic } from './imported-topic.ts';
