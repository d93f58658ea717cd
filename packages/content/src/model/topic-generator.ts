import type { Candidate } from './candidate.ts';

export interface TopicDefinition {
  id: string;
  categoryId: string;
  name: string;
  nameHi: string;
}

/** Makes the topic definitions of one category: `topicsIn('indian-polity')(id, name, nameHi)`. */
export function topicsIn(categoryId: string) {
  return (id: string, name: string, nameHi: string): TopicDefinition => ({ id, categoryId, name, nameHi });
}

/** One topic and the function that produces its questions. */
export interface TopicGenerator {
  topic: TopicDefinition;
  generate: () => Candidate[];
}
