import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './support/fixtures.ts';

interface TopicSummary {
  id: string;
  name: string;
  questionCount: number;
  pack: string;
}
interface CategorySummary {
  id: string;
  name: string;
  parentCategoryId: string;
  subcategories: TopicSummary[];
}
interface PackQuestion {
  id: string;
  answerIndex: number;
}

export interface LearnTopic {
  parentId: string;
  parentName: string;
  category: CategorySummary;
  topic: TopicSummary;
  /** The answer key of the topic, so a test can answer right or wrong on purpose. */
  answerOf: Map<string, number>;
}

/** The first general-knowledge topic with enough questions for a 10-question quiz, as the server serves it. */
export async function firstQuizTopic(request: APIRequestContext): Promise<LearnTopic> {
  const parents = (await (await request.get('/config/parent-categories.json')).json()) as {
    id: string;
    name: string;
    categoryFile: string;
    questionCount: number;
  }[];
  const parent = parents.find((candidate) => candidate.questionCount > 0);
  if (!parent) throw new Error('no subject with questions is served');
  const categories = (await (
    await request.get(`/config/${encodeURIComponent(parent.categoryFile)}`)
  ).json()) as CategorySummary[];
  for (const category of categories) {
    const topic = category.subcategories.find((candidate) => candidate.questionCount >= 25);
    if (!topic) continue;
    const pack = (await (await request.get(topic.pack)).json()) as { questions: PackQuestion[] };
    return {
      parentId: parent.id,
      parentName: parent.name,
      category,
      topic,
      answerOf: new Map(pack.questions.map((question) => [question.id, question.answerIndex])),
    };
  }
  throw new Error('no topic with 25 questions is served');
}

interface BilingualQuestion extends PackQuestion {
  stem: string;
  stemHi?: string;
  options: string[];
  optionsHi?: string[];
  explanationHi?: string;
}

export interface BilingualTopic {
  topicId: string;
  questions: Map<string, BilingualQuestion>;
}

/** The first general-knowledge topic of 25 questions or more, every one of them in English and Hindi. */
export async function bilingualQuizTopic(request: APIRequestContext): Promise<BilingualTopic> {
  const parents = (await (await request.get('/config/parent-categories.json')).json()) as {
    id: string;
    categoryFile: string;
  }[];
  const generalKnowledge = parents.find((parent) => parent.id === 'general-knowledge');
  if (!generalKnowledge) throw new Error('no general-knowledge subject is served');
  const categories = (await (
    await request.get(`/config/${encodeURIComponent(generalKnowledge.categoryFile)}`)
  ).json()) as CategorySummary[];
  for (const topic of categories.flatMap((category) => category.subcategories)) {
    if (topic.questionCount < 25) continue;
    const pack = (await (await request.get(topic.pack)).json()) as { questions: BilingualQuestion[] };
    if (!pack.questions.every((question) => question.stemHi && question.optionsHi && question.explanationHi))
      continue;
    return {
      topicId: topic.id,
      questions: new Map(pack.questions.map((question) => [question.id, question])),
    };
  }
  throw new Error('no bilingual topic with 25 questions is served');
}

/** The id and the answer index of the question on screen. */
export async function currentQuestion(
  page: Page,
  topic: LearnTopic,
): Promise<{ id: string; answer: number }> {
  const id = await page.locator('h1[data-question-id]').getAttribute('data-question-id');
  if (!id) throw new Error('no question on screen');
  const answer = topic.answerOf.get(id);
  if (answer === undefined) throw new Error(`question ${id} is not in the pack`);
  return { id, answer };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Fails on any serious or critical axe violation on the page as it is now. */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // Evaluated, not added as a <script>: the Content-Security-Policy refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
  });
  expect(violations).toEqual([]);
}

/** Where the 360 px screenshots go for a person to look at (outside test-results, which other runs clear). */
export const SCREENSHOT_DIR = process.env.LEARN_SCREENSHOT_DIR ?? path.join(tmpdir(), 'abhyas-learn-screens');

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
