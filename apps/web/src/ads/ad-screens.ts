/**
 * The screens that may show an ad: browsing and reading between quizzes. An allow-list, so a
 * screen nobody decided on shows none: never a quiz or a mock (mocks run under /quiz/), practice,
 * the review deck, the daily quiz, the admin console; sign-in happens on the provider's own pages,
 * outside the app's layout.
 */
const AD_SCREENS: readonly RegExp[] = [
  /^\/$/,
  /^\/subjects\/[^/]+\/?$/,
  /^\/category\/[^/]+\/?$/,
  /^\/results\/[^/]+\/?$/,
  /^\/leaderboard\/?$/,
  /^\/(about|contact|terms|privacy)\/?$/,
];

export const adsAllowedOn = (pathname: string): boolean => AD_SCREENS.some((screen) => screen.test(pathname));
