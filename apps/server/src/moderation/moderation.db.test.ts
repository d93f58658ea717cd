import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CategoryFile,
  type ParentCategory,
  type Question,
  type QuestionImportResult,
  type QuestionPack,
  questionImportResultSchema,
  questionModerationStateSchema,
  questionReportSchema,
  questionRevisionSchema,
  type ReportedQuestion,
  reportedQuestionListSchema,
} from '@abhyas/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAnswerKeySource } from '../answer-key.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fixedDailyQuizBank } from '../daily-quiz-bank.ts';
import { createLogger } from '../logger.ts';
import { fixedMockPaperSource } from '../mock-papers.ts';
import { paths } from '../paths.ts';
import { progressUpdate, quizAnswer } from '../testing/progress-updates.ts';
import { type SignedIn, signInAs } from '../testing/sign-in.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createBuiltInBank } from './built-in-bank.ts';
import { REPORT_RATE_LIMIT } from './moderation-routes.ts';
import { GOOD_STANDING_MIN_ANSWERS } from './moderation-store.ts';

const ADMIN_EMAIL = 'operator@example.org';
let database: TestDatabase;
let app: FastifyInstance;
let otherApp: FastifyInstance;
const dirs: string[] = [];
let admin: SignedIn;
/** Questions of one built-in General Knowledge topic, each test taking its own. */
let topicQuestions: Question[];
let gkCategoryFile: string;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

async function appOnTheDatabase(): Promise<FastifyInstance> {
  const built = await buildApp({
    config: loadConfig({
      DATA_DIR: tempDir('abhyas-moderation-'),
      PORT: '0',
      ADMIN_EMAILS: ADMIN_EMAIL,
      // One secret: a learner signed in on one server is signed in on the other.
      SESSION_SECRET: 'moderation-test-secret-of-at-least-32-characters',
    }),
    db: database.db,
    logger: createLogger({ level: 'silent' }),
    answerKeys: fileAnswerKeySource(paths.contentBuild),
    mockPapers: fixedMockPaperSource([]),
    dailyQuizBank: fixedDailyQuizBank([]),
    publishedContentDir: tempDir('abhyas-published-'),
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await appOnTheDatabase();
  otherApp = await appOnTheDatabase();
  admin = await signInAs(app, 'operator', { email: ADMIN_EMAIL, emailVerified: true });
  const bank = createBuiltInBank(path.join(paths.contentBuild, 'public'));
  const gk = (await bank.parents()).find((parent) => parent.id === 'general-knowledge') as ParentCategory;
  gkCategoryFile = gk.categoryFile;
  const categories = (await bank.categoriesOf(gk)) as CategoryFile;
  const topic = categories[0]?.subcategories[0];
  if (!topic) throw new Error('the content build has no General Knowledge topic');
  topicQuestions = (await bank.pack(topic.pack)).questions.filter((question) => question.setId === undefined);
});

afterAll(async () => {
  await app?.close();
  await otherApp?.close();
  await database?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

let learnerCount = 0;
/** A learner in good standing: a verified email. */
function goodLearner(): Promise<SignedIn> {
  learnerCount += 1;
  return signInAs(app, `reporter-${learnerCount}`, {
    email: `reporter-${learnerCount}@example.org`,
    emailVerified: true,
  });
}
/** A learner made a minute ago: no verified email or phone, no answers. */
function newLearner(): Promise<SignedIn> {
  learnerCount += 1;
  return signInAs(app, `newcomer-${learnerCount}`);
}

let questionsTaken = 0;
function nextQuestion(): Question {
  const question = topicQuestions[questionsTaken];
  questionsTaken += 1;
  if (!question) throw new Error('not enough questions in the topic');
  return question;
}

const report = (learner: SignedIn | undefined, questionId: string, payload: object, on = app) =>
  on.inject({
    method: 'POST',
    url: `/api/questions/${encodeURIComponent(questionId)}/reports`,
    ...(learner ? { headers: learner.headers } : {}),
    payload,
  });
const asAdmin = (options: InjectOptions, on = app) =>
  on.inject({ ...options, headers: { ...admin.headers, ...(options.headers ?? {}) } } as InjectOptions);

async function reportedList(): Promise<ReportedQuestion[]> {
  const response = await asAdmin({ method: 'GET', url: '/api/admin/questions/reported' });
  expect(response.statusCode).toBe(200);
  return reportedQuestionListSchema.parse(response.json()).questions;
}
const listed = async (questionId: string) =>
  (await reportedList()).find((question) => question.questionId === questionId);

/** The question as a learner's browser gets it now: the served category file, then the topic's pack. */
async function servedQuestion(
  question: Pick<Question, 'id' | 'categoryId' | 'subcategoryId'>,
  on = app,
): Promise<{ served: Question | undefined; pack: QuestionPack; questionCount: number }> {
  const categories = (
    await on.inject({ url: `/config/${encodeURIComponent(gkCategoryFile)}` })
  ).json() as CategoryFile;
  const topic = categories
    .find((category) => category.id === question.categoryId)
    ?.subcategories.find((subcategory) => subcategory.id === question.subcategoryId);
  if (!topic) throw new Error(`the topic ${question.subcategoryId} is not served`);
  const packResponse = await on.inject({ url: topic.pack });
  expect(packResponse.statusCode).toBe(200);
  const pack = packResponse.json() as QuestionPack;
  return {
    served: pack.questions.find((candidate) => candidate.id === question.id),
    pack,
    questionCount: topic.questionCount,
  };
}

describe('POST /api/questions/:questionId/reports', () => {
  it('answers 401 to nobody signed in and 404 to a question not in the answer key', async () => {
    const question = nextQuestion();
    const anonymous = await report(undefined, question.id, { reason: 'typo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'User not authenticated' });
    const learner = await goodLearner();
    const unknown = await report(learner, 'no-such-question', { reason: 'typo' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No such question' });
    const badReason = await report(learner, question.id, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json()).toMatchObject({ field: 'reason' });
    const longNote = await report(learner, question.id, { reason: 'other', note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json()).toMatchObject({ field: 'note' });
  });

  it('keeps one report per learner: a second is the first again, never counted twice', async () => {
    const question = nextQuestion();
    const learner = await goodLearner();
    const first = await report(learner, question.id, {
      reason: 'wrong-answer',
      note: '  Option C is right  ',
    });
    expect(first.statusCode).toBe(201);
    const stored = questionReportSchema.parse(first.json());
    expect(stored).toMatchObject({
      questionId: question.id,
      reason: 'wrong-answer',
      note: 'Option C is right',
    });
    for (let again = 0; again < 3; again++) {
      const repeated = await report(learner, question.id, { reason: 'typo' });
      expect(repeated.statusCode).toBe(200);
      expect(repeated.json()).toEqual(stored);
    }
    const entry = await listed(question.id);
    expect(entry?.reports).toHaveLength(1);
    expect(entry?.goodStandingReporters).toBe(1);
    expect(entry?.hidden).toBe(false);
  });

  it('is limited per learner: past 30 in 10 minutes, 429 with Retry-After', async () => {
    const question = nextQuestion();
    const learner = await newLearner();
    for (let count = 0; count < REPORT_RATE_LIMIT.max; count++)
      expect((await report(learner, question.id, { reason: 'typo' })).statusCode).toBeLessThan(300);
    const limited = await report(learner, question.id, { reason: 'typo' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another learner is not held back by it.
    expect((await report(await newLearner(), question.id, { reason: 'typo' })).statusCode).toBe(201);
  });

  it('is in Download my data and goes with the account', async () => {
    const question = nextQuestion();
    const learner = await goodLearner();
    await report(learner, question.id, { reason: 'hindi-wrong' });
    const exported = (await app.inject({ url: '/api/account/export', headers: learner.headers })).json();
    expect(exported.questionReports).toEqual([
      expect.objectContaining({ questionId: question.id, reason: 'hindi-wrong', note: null }),
    ]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: learner.headers,
      payload: { confirm: true },
    });
    expect(deleted.statusCode).toBe(204);
    const left = await database.db
      .selectFrom('questionReports')
      .select('id')
      .where('userUid', '=', learner.uid)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('hiding a reported question', () => {
  it('three learners in good standing hide it from new quizzes: the served pack marks it hidden', async () => {
    const question = nextQuestion();
    const before = await servedQuestion(question);
    expect(before.served?.hidden).toBeUndefined();
    const reporters = [await goodLearner(), await goodLearner(), await goodLearner()];
    // One of them in good standing by answers alone.
    await database.db
      .updateTable('users')
      .set({ emailVerified: false, questionsAttempted: GOOD_STANDING_MIN_ANSWERS })
      .where('uid', '=', reporters[2]?.uid as string)
      .execute();
    for (const [index, reporter] of reporters.entries()) {
      expect((await report(reporter, question.id, { reason: 'two-right' })).statusCode).toBe(201);
      if (index < 2) expect((await servedQuestion(question)).served?.hidden).toBeUndefined();
    }
    const after = await servedQuestion(question);
    // Kept in its pack, for the results that hold it; one fewer question to draw from.
    expect(after.served).toMatchObject({ id: question.id, stem: question.stem, hidden: true });
    expect(after.pack.questions).toHaveLength(before.pack.questions.length);
    expect(after.questionCount).toBe(before.questionCount - 1);
    expect(await listed(question.id)).toMatchObject({ hidden: true, autoHidden: true, decision: null });
  });

  it('learners not in good standing do not hide it, however many', async () => {
    const question = nextQuestion();
    for (let count = 0; count < 4; count++) {
      const learner = await newLearner();
      // Answers short of the rule do not make one.
      await database.db
        .updateTable('users')
        .set({ questionsAttempted: GOOD_STANDING_MIN_ANSWERS - 1 })
        .where('uid', '=', learner.uid)
        .execute();
      expect((await report(learner, question.id, { reason: 'unclear' })).statusCode).toBe(201);
    }
    expect(await listed(question.id)).toMatchObject({
      hidden: false,
      goodStandingReporters: 0,
      reports: expect.arrayContaining([expect.objectContaining({ goodStanding: false })]),
    });
    expect((await servedQuestion(question)).served?.hidden).toBeUndefined();
  });

  it('counts reports sent at once, on two servers, exactly: the third hides it', async () => {
    const question = nextQuestion();
    const reporters = [await goodLearner(), await goodLearner(), await goodLearner()];
    const answers = await Promise.all(
      reporters.map((reporter, index) =>
        report(reporter, question.id, { reason: 'typo' }, index % 2 === 0 ? app : otherApp),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await listed(question.id)).toMatchObject({
      hidden: true,
      autoHidden: true,
      goodStandingReporters: 3,
    });
  });
});

describe('the admin routes', () => {
  it('answer 403 to a learner and 401 to nobody, on every one', async () => {
    const learner = await goodLearner();
    const question = topicQuestions[0] as Question;
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/admin/questions/reported' },
      { method: 'POST', url: `/api/admin/questions/${question.id}/hide` },
      { method: 'POST', url: `/api/admin/questions/${question.id}/unhide` },
      {
        method: 'PUT',
        url: `/api/admin/questions/${question.id}`,
        payload: { stem: 'x', options: ['a', 'b', 'c', 'd'], answerIndex: 0, explanation: 'y' },
      },
      {
        method: 'POST',
        url: '/api/admin/imports',
        payload: { format: 'aiken', text: 'x', category: 'c', topic: 't', dryRun: true },
      },
    ];
    // An operator's address unverified is not an operator.
    const unverified = await signInAs(app, 'would-be-operator', { email: ADMIN_EMAIL.toUpperCase() });
    for (const route of routes) {
      for (const who of [learner, unverified]) {
        const refused = await app.inject({ ...route, headers: who.headers } as InjectOptions);
        expect(refused.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(refused.json()).toEqual({ error: 'Forbidden' });
      }
      const anonymous = await app.inject(route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect((await listed(question.id))?.decision ?? null).toBeNull();
  });

  it('list the reported questions with their text, key and reports, never the reporters', async () => {
    const question = nextQuestion();
    const reporter = await goodLearner();
    await report(reporter, question.id, { reason: 'other', note: 'The explanation contradicts the key' });
    const response = await asAdmin({ method: 'GET', url: '/api/admin/questions/reported' });
    expect(response.headers['cache-control']).toBe('no-store');
    const list = reportedQuestionListSchema.parse(response.json());
    expect(list.reportsToHide).toBe(3);
    const entry = list.questions.find((candidate) => candidate.questionId === question.id);
    expect(entry).toMatchObject({
      topic: {
        parentCategoryId: 'general-knowledge',
        categoryId: question.categoryId,
        subcategoryId: question.subcategoryId,
        name: expect.any(String),
      },
      question: {
        id: question.id,
        stem: question.stem,
        options: question.options,
        answerIndex: question.answerIndex,
      },
      reports: [{ reason: 'other', note: 'The explanation contradicts the key', goodStanding: true }],
      goodStandingReporters: 1,
      hidden: false,
      revisionOf: null,
      revisedAs: null,
    });
    expect(response.body).not.toContain(reporter.uid);
  });

  it('unhide restores a hidden question; the old reports no longer hide it, new ones may', async () => {
    const question = nextQuestion();
    for (let count = 0; count < 3; count++)
      await report(await goodLearner(), question.id, { reason: 'typo' });
    expect((await servedQuestion(question)).served?.hidden).toBe(true);

    const unhidden = await asAdmin({ method: 'POST', url: `/api/admin/questions/${question.id}/unhide` });
    expect(unhidden.statusCode).toBe(200);
    expect(questionModerationStateSchema.parse(unhidden.json())).toMatchObject({
      questionId: question.id,
      hidden: false,
      autoHidden: false,
      decision: 'unhidden',
    });
    expect((await servedQuestion(question)).served?.hidden).toBeUndefined();

    // Two more reports: with the three before the decision that would be five, but only two count.
    await report(await goodLearner(), question.id, { reason: 'typo' });
    await report(await goodLearner(), question.id, { reason: 'typo' });
    expect(await listed(question.id)).toMatchObject({
      hidden: false,
      goodStandingReporters: 5,
      reportsSinceDecision: 2,
    });
    expect((await servedQuestion(question)).served?.hidden).toBeUndefined();
    // A third new one reaches the threshold again.
    await report(await goodLearner(), question.id, { reason: 'typo' });
    expect(await listed(question.id)).toMatchObject({
      hidden: true,
      autoHidden: true,
      reportsSinceDecision: 3,
    });

    const hidden = await asAdmin({ method: 'POST', url: `/api/admin/questions/${question.id}/hide` });
    expect(hidden.json()).toMatchObject({ hidden: true, autoHidden: false, decision: 'hidden' });
    expect((await servedQuestion(question)).served?.hidden).toBe(true);
    expect(
      (await asAdmin({ method: 'POST', url: '/api/admin/questions/nothing-like-it/hide' })).statusCode,
    ).toBe(404);
  });

  it('a second server on the database serves the hidden flag within its poll', async () => {
    const question = nextQuestion();
    expect((await servedQuestion(question, otherApp)).served?.hidden).toBeUndefined();
    await asAdmin({ method: 'POST', url: `/api/admin/questions/${question.id}/hide` });
    await expect
      .poll(async () => (await servedQuestion(question, otherApp)).served?.hidden, {
        timeout: 15_000,
        interval: 250,
      })
      .toBe(true);
  });
});

describe('editing a question', () => {
  it('makes a new revision in the same topic that grades in a sync; the old one stays, hidden', async () => {
    const question = nextQuestion();
    const edit = {
      stem: `${question.stem} (corrected)`,
      options: ['First', 'Second', 'Third', 'Fourth'],
      answerIndex: 2,
      explanation: 'Third is right, as the corrected source says.',
    };
    const response = await asAdmin({
      method: 'PUT',
      url: `/api/admin/questions/${question.id}`,
      payload: edit,
    });
    expect(response.statusCode).toBe(201);
    const revision = questionRevisionSchema.parse(response.json());
    expect(revision).toMatchObject({
      questionId: `${question.id}-r2`,
      revisionOf: question.id,
      question: {
        ...edit,
        id: `${question.id}-r2`,
        subcategoryId: question.subcategoryId,
        categoryId: question.categoryId,
        source: question.source,
      },
    });
    expect(revision.question.stemHi).toBeUndefined();

    const { served, pack } = await servedQuestion(revision.question);
    expect(served).toMatchObject(edit);
    expect(pack.questions.find((candidate) => candidate.id === question.id)).toMatchObject({ hidden: true });
    expect(await listed(question.id)).toMatchObject({
      hidden: true,
      decision: 'hidden',
      revisedAs: revision.questionId,
    });

    // Both revisions grade: the old one for history and answers still queued, the new one from now on.
    const learner = await goodLearner();
    const synced = await app.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: learner.headers,
      payload: {
        updates: [
          progressUpdate(learner.uid, [
            quizAnswer(revision.questionId, 2),
            quizAnswer(question.id, question.answerIndex),
          ]),
        ],
      },
    });
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({
      rejected: [],
      profile: { correctAnswers: 2, questionsAttempted: 2 },
    });

    // The other server grades it too once it caught up.
    const elsewhere = await signInAs(otherApp, 'edit-elsewhere');
    await expect
      .poll(
        async () =>
          (
            await otherApp.inject({
              method: 'POST',
              url: '/api/progress/sync',
              headers: elsewhere.headers,
              payload: { updates: [progressUpdate(elsewhere.uid, [quizAnswer(revision.questionId, 2)])] },
            })
          ).json().profile?.correctAnswers,
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);

    // The old revision was revised: edit the newest one.
    const again = await asAdmin({ method: 'PUT', url: `/api/admin/questions/${question.id}`, payload: edit });
    expect(again.statusCode).toBe(409);
    const third = await asAdmin({
      method: 'PUT',
      url: `/api/admin/questions/${revision.questionId}`,
      payload: { ...edit, answerIndex: 1 },
    });
    expect(third.json()).toMatchObject({ questionId: `${question.id}-r3`, revisionOf: revision.questionId });
  });

  it('is refused when it is not a question of the bank (400): one correct option of four, all different', async () => {
    const question = nextQuestion();
    const base = { stem: 'Which?', options: ['A', 'B', 'C', 'D'], answerIndex: 0, explanation: 'Because.' };
    for (const [payload, field] of [
      [{ ...base, options: ['A', 'B', 'C'] }, 'options'],
      [{ ...base, options: ['A', 'B', 'C', 'a'] }, 'options'],
      [{ ...base, answerIndex: 4 }, 'answerIndex'],
      [{ ...base, explanation: ' ' }, 'explanation'],
      [{ ...base, optionsHi: ['क', 'ख'] }, 'optionsHi'],
    ] as const) {
      const response = await asAdmin({ method: 'PUT', url: `/api/admin/questions/${question.id}`, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect(
      (await asAdmin({ method: 'PUT', url: '/api/admin/questions/no-such-question', payload: base }))
        .statusCode,
    ).toBe(404);
  });
});

const AIKEN_BANK = [
  'Which river flows through Varanasi?',
  'A. Ganga',
  'B. Narmada',
  'C. Kaveri',
  'D. Godavari',
  'ANSWER: A',
  '',
  'Which state has Shillong as its capital?',
  'A. Assam',
  'B. Meghalaya',
  'C. Manipur',
  'D. Tripura',
  'ANSWER: B',
  '',
].join('\n');

describe('POST /api/admin/imports', () => {
  const importOf = (payload: object) => asAdmin({ method: 'POST', url: '/api/admin/imports', payload });

  it('previews a bank on a dry run and changes nothing', async () => {
    const response = await importOf({
      format: 'aiken',
      text: AIKEN_BANK,
      category: 'Current Affairs',
      topic: 'November 2026',
      dryRun: true,
    });
    expect(response.statusCode).toBe(200);
    const preview = questionImportResultSchema.parse(response.json());
    expect(preview).toMatchObject({
      ok: true,
      applied: false,
      dryRun: true,
      problems: [],
      topic: {
        parentCategoryId: 'general-knowledge',
        categoryId: 'current-affairs',
        subcategoryId: 'november-2026',
        replacing: false,
      },
      questionCount: 2,
    });
    expect(preview.questions[1]).toMatchObject({
      stem: 'Which state has Shillong as its capital?',
      answerIndex: 1,
    });
    expect(await database.db.selectFrom('importedQuestions').select('id').execute()).toEqual([]);
    const categories = (
      await app.inject({ url: `/config/${encodeURIComponent(gkCategoryFile)}` })
    ).json() as CategoryFile;
    expect(categories.some((category) => category.id === 'current-affairs')).toBe(false);
  });

  it('names the problems of each row and stores nothing, dry run or not', async () => {
    const broken = AIKEN_BANK.replace('D. Godavari\nANSWER: A', 'D. Ganga\nANSWER: E');
    for (const dryRun of [true, false]) {
      const result = (
        await importOf({
          format: 'aiken',
          text: broken,
          category: 'Current Affairs',
          topic: 'Broken',
          dryRun,
        })
      ).json() as QuestionImportResult;
      expect(result).toMatchObject({ ok: false, applied: false, questionCount: 0 });
      expect(result.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ line: 6, message: expect.stringContaining('answer E') }),
        ]),
      );
    }
    const builtIn = (
      await importOf({
        format: 'aiken',
        text: AIKEN_BANK,
        category: 'Anything',
        topic: topicQuestions[0]?.subcategoryId as string,
        dryRun: true,
      })
    ).json() as QuestionImportResult;
    expect(builtIn.ok).toBe(false);
    expect(await database.db.selectFrom('importedQuestions').select('id').execute()).toEqual([]);
  });

  it('applied, stores the topic, publishes it on both servers and grades its questions', async () => {
    const response = await importOf({
      format: 'aiken',
      text: AIKEN_BANK,
      category: 'Current Affairs',
      topic: 'November 2026',
      dryRun: false,
    });
    const result = questionImportResultSchema.parse(response.json());
    expect(result).toMatchObject({ ok: true, applied: true, questionCount: 2 });
    const imported = {
      id: result.questions[0]?.id as string,
      categoryId: 'current-affairs',
      subcategoryId: 'november-2026',
    };
    const { served, questionCount } = await servedQuestion(imported);
    expect(served).toMatchObject({ stem: 'Which river flows through Varanasi?', answerIndex: 0 });
    expect(questionCount).toBe(2);
    const parents = (await app.inject({ url: '/config/parent-categories.json' })).json() as ParentCategory[];
    const builtParents = await createBuiltInBank(path.join(paths.contentBuild, 'public')).parents();
    const gkCount = (list: ParentCategory[]) =>
      list.find((parent) => parent.id === 'general-knowledge')?.questionCount ?? 0;
    expect(gkCount(parents)).toBeGreaterThan(0);
    expect(gkCount(parents)).not.toBe(gkCount(builtParents));
    await expect
      .poll(
        async () =>
          (await servedQuestion(imported, otherApp).catch(() => ({ served: undefined }))).served?.id,
        {
          timeout: 15_000,
          interval: 250,
        },
      )
      .toBe(imported.id);

    const learner = await goodLearner();
    const synced = await app.inject({
      method: 'POST',
      url: '/api/progress/sync',
      headers: learner.headers,
      payload: { updates: [progressUpdate(learner.uid, [quizAnswer(imported.id, 0)])] },
    });
    expect(synced.json()).toMatchObject({ rejected: [], profile: { correctAnswers: 1 } });
    // Reportable like any question, and hidden in its own pack.
    expect((await report(learner, imported.id, { reason: 'typo' })).statusCode).toBe(201);
    await asAdmin({ method: 'POST', url: `/api/admin/questions/${imported.id}/hide` });
    expect((await servedQuestion(imported)).served?.hidden).toBe(true);
    // A second import of the topic says it replaces it.
    const again = (
      await importOf({
        format: 'aiken',
        text: AIKEN_BANK,
        category: 'Current Affairs',
        topic: 'November 2026',
        dryRun: true,
      })
    ).json();
    expect(again.topic.replacing).toBe(true);
  });
});
