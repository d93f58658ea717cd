import { z } from 'zod';
import { adminMeSchema } from './admin-console.ts';
import { adminUsageQuerySchema, adminUsageSchema } from './admin-usage.ts';
import { analyticsBatchSchema } from './analytics-events.ts';
import {
  accountExportSchema,
  healthUnavailableSchema,
  leaderboardVisibilityResponseSchema,
  livenessResponseSchema,
  openApiDocumentSchema,
  readinessResponseSchema,
} from './api-responses.ts';
import { deleteAccountSchema, signInQuerySchema } from './auth-requests.ts';
import {
  dailyBoardParamsSchema,
  dailyBoardSchema,
  dailyQuizParamsSchema,
  dailyQuizSchema,
  streakSchema,
} from './daily-quiz-schemas.ts';
import { displayNameUpdateSchema } from './display-name.ts';
import { emailLinkQuerySchema, emailLinkSentSchema } from './email-verification-schemas.ts';
import {
  leaderboardQuerySchema,
  leaderboardResponseSchema,
  leaderboardVisibilityRequestSchema,
} from './leaderboard.ts';
import { mockStandingSchema, myMockAttemptsSchema } from './mock-standing.ts';
import { phoneCodeCheckSchema, phoneCodeSentSchema, phoneNumberUpdateSchema } from './phone-schemas.ts';
import {
  meResponseSchema,
  preferencesUpdateSchema,
  profileLoadQuerySchema,
  uidParamsSchema,
  userProfileSchema,
} from './profile-schemas.ts';
import { progressSyncEnvelopeSchema } from './progress-update.ts';
import {
  pushPublicKeySchema,
  pushSubscriptionListSchema,
  pushSubscriptionParamsSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionSchema,
} from './push-schemas.ts';
import {
  questionEditRequestSchema,
  questionIdParamsSchema,
  questionImportRequestSchema,
  questionImportResultSchema,
  questionModerationStateSchema,
  questionReportRequestSchema,
  questionReportSchema,
  questionRevisionSchema,
  reportedQuestionListSchema,
} from './question-reports.ts';
import {
  bookmarkRequestSchema,
  mistakeTagRequestSchema,
  reviewCardSchema,
  reviewDeckResponseSchema,
  reviewQuestionParamsSchema,
} from './review-deck.ts';
import { sessionListSchema } from './session-list.ts';
import { signOutResultSchema } from './sign-out.ts';
import { progressSyncResultSchema } from './sync-result.ts';
import { timeZoneUpdateSchema } from './time-zone-update.ts';

/** `/api/mocks/:mockId/…`: a mock's id, as `mockIdOf` makes it (`ssc-cgl-mock-7`). */
export const mockIdParamsSchema = z.object({
  mockId: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One answer of a route other than an error: a JSON body with its schema, or another kind of body. */
export interface ApiAnswer {
  readonly description: string;
  /** The JSON body; absent for 204, redirects and non-JSON answers. */
  readonly body?: z.core.$ZodType;
  /** For a non-JSON body (an HTML page). */
  readonly contentType?: string;
}

/** The contract of one JSON route: its request parts, its answers, and the errors it may answer. */
export interface ApiRoute {
  readonly method: ApiMethod;
  /** In Fastify's notation (`/api/profile/:uid`). */
  readonly path: string;
  readonly summary: string;
  readonly query?: z.core.$ZodType;
  readonly params?: z.core.$ZodType;
  readonly body?: z.core.$ZodType;
  readonly answers: Readonly<Record<number, ApiAnswer>>;
  /** Statuses answered with the error body (apiErrorSchema) besides 500 and 503, which any route may answer. */
  readonly errors: readonly number[];
  /** The error body when it is more than apiErrorSchema (the health probes add their status). */
  readonly errorBody?: z.core.$ZodType;
}

const html = (description: string): ApiAnswer => ({ description, contentType: 'text/html' });
const noContent: ApiAnswer = { description: 'Done; no body' };

/**
 * Every route of the server's API with the schemas of its requests and answers: the server
 * validates with them, the web app parses its answers with them, and /api/openapi.json is
 * generated from this list. 401: nobody signed in; 403 on writes: the CSRF rule.
 */
export const apiRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: is this process worth keeping',
    answers: { 200: { description: 'Alive', body: livenessResponseSchema } },
    errors: [],
    errorBody: healthUnavailableSchema,
  },
  {
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: should this process get traffic',
    answers: { 200: { description: 'Ready', body: readinessResponseSchema } },
    errors: [],
    errorBody: healthUnavailableSchema,
  },
  {
    method: 'GET',
    path: '/api/auth/sign-in',
    summary: 'Starts a sign-in in the popup or the full page',
    query: signInQuerySchema,
    answers: {
      302: { description: "To the identity provider's sign-in page" },
      200: html('The popup page that tells the app the sign-in could not start'),
      303: { description: 'Back to the app with the failure in the URL fragment (full-page sign-in)' },
    },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/auth/callback',
    summary: "The identity provider's return",
    answers: {
      200: html('The popup page that posts the sign-in result to the app'),
      303: { description: 'Back to the app with the result in the URL fragment (full-page sign-in)' },
    },
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    summary: 'Who is signed in, with their profile, or nobody',
    query: profileLoadQuerySchema,
    answers: { 200: { description: 'The signed-in learner or nulls', body: meResponseSchema } },
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out',
    summary: "Ends this device's session",
    answers: { 200: { description: "Whether the provider's session ended too", body: signOutResultSchema } },
    errors: [403],
  },
  {
    method: 'GET',
    path: '/api/auth/sessions',
    summary: "The learner's signed-in devices",
    answers: { 200: { description: 'The sessions, this one marked', body: sessionListSchema } },
    errors: [401],
  },
  {
    method: 'POST',
    path: '/api/auth/sign-out-everywhere',
    summary: 'Ends every session of the learner',
    answers: { 204: noContent },
    errors: [401, 403],
  },
  {
    method: 'GET',
    path: '/api/profile',
    summary: "The signed-in learner's profile",
    query: profileLoadQuerySchema,
    answers: { 200: { description: 'The profile', body: userProfileSchema } },
    errors: [400, 401, 404],
  },
  {
    method: 'GET',
    path: '/api/profile/:uid',
    summary: "The signed-in learner's profile, named by uid",
    params: uidParamsSchema,
    query: profileLoadQuerySchema,
    answers: { 200: { description: 'The profile', body: userProfileSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'PATCH',
    path: '/api/profile/preferences',
    summary: 'Changes some preferences (phone notifications only with a verified number: 409)',
    body: preferencesUpdateSchema,
    answers: { 200: { description: 'The profile with the merged preferences', body: userProfileSchema } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'PUT',
    path: '/api/profile/phone',
    summary: 'Sets or changes the phone number (international format), unverified',
    body: phoneNumberUpdateSchema,
    answers: { 200: { description: 'The profile with the number', body: userProfileSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'DELETE',
    path: '/api/profile/phone',
    summary: 'Removes the phone number; phone notifications go off',
    answers: { 200: { description: 'The profile without a number', body: userProfileSchema } },
    errors: [401, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/profile/phone/code',
    summary: 'Sends a verification code by SMS (429 with Retry-After past the send limits)',
    answers: {
      200: { description: 'Where the code went and until when it works', body: phoneCodeSentSchema },
    },
    errors: [400, 401, 403, 404, 409, 429],
  },
  {
    method: 'POST',
    path: '/api/profile/phone/verify',
    summary: 'Checks the code; right within 10 minutes verifies the number',
    body: phoneCodeCheckSchema,
    answers: { 200: { description: 'The profile with the number verified', body: userProfileSchema } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'POST',
    path: '/api/profile/phone/invitation-skipped',
    summary: 'Remembers that the learner skipped the invitation to add a phone',
    answers: { 200: { description: 'The profile', body: userProfileSchema } },
    errors: [401, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/profile/email/verification',
    summary:
      'Sends a link that verifies the email of a built-in provider account (409 for an external one; 429 with Retry-After past the send limits)',
    answers: {
      200: { description: 'Where the link went and until when it works', body: emailLinkSentSchema },
    },
    errors: [401, 403, 404, 409, 429],
  },
  {
    method: 'GET',
    path: '/verify-email',
    summary: 'The page a verification link opens: a live link verifies the email, once',
    query: emailLinkQuerySchema,
    answers: {
      200: html('Says that the email is verified, or why the link does not work (expired, used, replaced)'),
    },
    errors: [],
  },
  {
    method: 'PUT',
    path: '/api/profile/time-zone',
    summary:
      "Keeps the learner's time zone (the browser's), for reminders in their evening and none at night",
    body: timeZoneUpdateSchema,
    answers: { 204: noContent },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The server's VAPID public key, for PushManager.subscribe()",
    answers: { 200: { description: 'The key, base64url', body: pushPublicKeySchema } },
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/push/subscriptions',
    summary: "The learner's devices subscribed to web push",
    answers: {
      200: { description: 'The subscriptions, without their keys', body: pushSubscriptionListSchema },
    },
    errors: [401],
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: "Subscribes this device to web push (the browser's PushSubscription); again replaces it",
    body: pushSubscriptionRequestSchema,
    answers: { 200: { description: 'The subscription', body: pushSubscriptionSchema } },
    errors: [400, 401, 403],
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions/:id',
    summary: "Revokes one of the learner's push subscriptions",
    params: pushSubscriptionParamsSchema,
    answers: { 204: noContent },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/events',
    summary:
      'First-party analytics (flag analytics): a batch of events; a signed-in learner is known by the session, an anonymous visit by its visit id; kept nothing with DNT or Sec-GPC',
    body: analyticsBatchSchema,
    answers: { 204: noContent },
    errors: [400, 403, 404, 413, 429],
  },
  {
    method: 'GET',
    path: '/api/admin/usage',
    summary: 'Usage per IST day, accuracy by topic and web-vitals p75 (admins only)',
    query: adminUsageQuerySchema,
    answers: { 200: { description: 'The usage report', body: adminUsageSchema } },
    errors: [400, 401, 403],
  },
  {
    method: 'GET',
    path: '/api/admin/usage.csv',
    summary: 'The usage per day as CSV (admins only)',
    query: adminUsageQuerySchema,
    answers: { 200: { description: 'One line per day, a header first', contentType: 'text/csv' } },
    errors: [400, 401, 403],
  },
  {
    method: 'PATCH',
    path: '/api/profile/display-name',
    summary: "Changes the learner's own name, as boards and the menu show it",
    body: displayNameUpdateSchema,
    answers: { 200: { description: 'The profile with the new name', body: userProfileSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/account/export',
    summary: 'Download my data',
    answers: { 200: { description: 'Everything kept about the learner', body: accountExportSchema } },
    errors: [401, 404],
  },
  {
    method: 'DELETE',
    path: '/api/account',
    summary: 'Delete my account (after a fresh sign-in)',
    body: deleteAccountSchema,
    answers: { 204: noContent },
    errors: [400, 401, 403],
  },
  {
    method: 'GET',
    path: '/api/leaderboard',
    summary: 'A page of a board, with the caller’s own row',
    query: leaderboardQuerySchema,
    answers: { 200: { description: 'The board', body: leaderboardResponseSchema } },
    errors: [400],
  },
  {
    method: 'PUT',
    path: '/api/leaderboard/visibility',
    summary: 'Hides the learner from the boards, or shows them again',
    body: leaderboardVisibilityRequestSchema,
    answers: { 200: { description: 'The stored preference', body: leaderboardVisibilityResponseSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/mocks/mine',
    summary: 'The mocks the signed-in learner has sent: attempts, first and best marks',
    answers: { 200: { description: 'One entry per mock attempted', body: myMockAttemptsSchema } },
    errors: [401],
  },
  {
    method: 'GET',
    path: '/api/mocks/:mockId/standing',
    summary: "A mock's rank table (first attempts): takers, topper, average, and the learner's place",
    params: mockIdParamsSchema,
    answers: {
      200: {
        description: 'The rank table; `you` only for a signed-in learner who sent it',
        body: mockStandingSchema,
      },
    },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/daily-quiz/:date',
    summary: "A day's quiz (`today`: India's today): the same 10 questions for everyone, whole",
    params: dailyQuizParamsSchema,
    answers: { 200: { description: "The day's questions in quiz order", body: dailyQuizSchema } },
    errors: [400, 404],
  },
  {
    method: 'GET',
    path: '/api/daily-quiz/:date/board',
    summary: "A day's board of first attempts (most correct, then least time) and the learner's place",
    params: dailyBoardParamsSchema,
    answers: {
      200: {
        description: 'The best places; `you` only for a signed-in learner who took it',
        body: dailyBoardSchema,
      },
    },
    errors: [400],
  },
  {
    method: 'GET',
    path: '/api/streak',
    summary: "The signed-in learner's streak as the sync left it",
    answers: {
      200: {
        description: 'Days in a row, best run, last day and the week of the last freeze',
        body: streakSchema,
      },
    },
    errors: [401, 404],
  },
  {
    method: 'GET',
    path: '/api/review/deck',
    summary: "The signed-in learner's review deck: the due questions first, with counts",
    answers: { 200: { description: 'Every card of the deck', body: reviewDeckResponseSchema } },
    errors: [401],
  },
  {
    method: 'PUT',
    path: '/api/review/bookmarks/:questionId',
    summary: 'Stars a question into the review deck, or takes the star off',
    params: reviewQuestionParamsSchema,
    body: bookmarkRequestSchema,
    answers: {
      200: { description: 'The card as stored (null: no card left)', body: reviewCardSchema.nullable() },
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'PUT',
    path: '/api/review/mistake-tags/:questionId',
    summary: 'Says why the learner got a question wrong (their latest mistake at it)',
    params: reviewQuestionParamsSchema,
    body: mistakeTagRequestSchema,
    answers: { 200: { description: 'The card as stored', body: reviewCardSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/progress/sync',
    summary: 'Applies a batch of progress updates, each judged on its own',
    body: progressSyncEnvelopeSchema,
    answers: {
      200: { description: 'What was applied, already known, or rejected', body: progressSyncResultSchema },
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'GET',
    path: '/api/admin/me',
    summary: "The signed-in operator (ADMIN_EMAILS, email verified): whether the app shows /admin's console",
    answers: { 200: { description: "The operator's email", body: adminMeSchema } },
    errors: [401, 403],
  },
  {
    method: 'POST',
    path: '/api/questions/:questionId/reports',
    summary: 'Reports a problem with a question, once per learner (again: 200 with the first report)',
    params: questionIdParamsSchema,
    body: questionReportRequestSchema,
    answers: {
      201: { description: 'The report, counted', body: questionReportSchema },
      200: {
        description: 'The report the learner had already sent; not counted again',
        body: questionReportSchema,
      },
    },
    errors: [400, 401, 403, 404, 429],
  },
  {
    method: 'GET',
    path: '/api/admin/questions/reported',
    summary: 'Admin: the reported and hidden questions with their reports',
    answers: { 200: { description: 'Most reported first', body: reportedQuestionListSchema } },
    errors: [401, 403],
  },
  {
    method: 'POST',
    path: '/api/admin/questions/:questionId/hide',
    summary: 'Admin: hides a question from new quizzes (a decision that stands)',
    params: questionIdParamsSchema,
    answers: { 200: { description: 'The question’s state', body: questionModerationStateSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'POST',
    path: '/api/admin/questions/:questionId/unhide',
    summary: 'Admin: shows a question again; the reports before it no longer hide it',
    params: questionIdParamsSchema,
    answers: { 200: { description: 'The question’s state', body: questionModerationStateSchema } },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'PUT',
    path: '/api/admin/questions/:questionId',
    summary:
      'Admin: edits a question as a new revision (new id, same topic); the old one is hidden, kept for history',
    params: questionIdParamsSchema,
    body: questionEditRequestSchema,
    answers: { 201: { description: 'The new revision', body: questionRevisionSchema } },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'POST',
    path: '/api/admin/imports',
    summary: 'Admin: imports a question bank (the CLI’s formats) as a topic, or previews it (dryRun)',
    body: questionImportRequestSchema,
    answers: {
      200: { description: 'The preview, the problems, or what was stored', body: questionImportResultSchema },
    },
    errors: [400, 401, 403],
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This contract as an OpenAPI document',
    answers: { 200: { description: 'OpenAPI 3.1', body: openApiDocumentSchema } },
    errors: [],
  },
];
