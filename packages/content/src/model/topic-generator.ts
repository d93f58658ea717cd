import type { Candidate } from './candidate.ts';

export interface TopicDefinition {
  id: string;
  categoryId: string;
  name: string;
  nameHi: string;
}

/** One topic and the function that produces its questions. */
export interface TopicGenerator {
  topic: TopicDefinition;
  generate: () => Candidate[];
}
