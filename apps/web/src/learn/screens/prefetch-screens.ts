/**
 * Loads the screens a learner goes to next while the connection is still there: once a
 * module is loaded, the router's lazy import of it resolves without the network, so a quiz
 * started online can be finished, reviewed and practised offline even before (or without)
 * the service worker caching the chunks.
 */
export function prefetchLearnScreens(): void {
  const ignore = () => undefined;
  void import('./QuizScreen.tsx').catch(ignore);
  void import('./PracticeScreen.tsx').catch(ignore);
  void import('./ResultsScreen.tsx').catch(ignore);
}
