export const answerStore = { save: () => undefined };
