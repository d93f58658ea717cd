import { answerStore } from '../stores/answer-store.ts';

export const route = answerStore.save;
