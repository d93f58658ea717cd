import type { APIRequestContext, Page } from '@playwright/test';

interface MockPackQuestion {
  id: string;
  answerIndex: number;
  stemHi?: string;
  optionsHi?: string[];
}

interface MockPackSection {
  id: string;
  name: string;
  questionCount: number;
  languages: string[];
}

export interface ServedMock {
  id: string;
  name: string;
  questions: MockPackQuestion[];
  sections: MockPackSection[];
  durationMinutes: number;
}

/** A mock as the server serves it: its pack's questions in paper order and its sections. */
export async function servedMock(request: APIRequestContext, mockId: string): Promise<ServedMock> {
  const parents = (await (await request.get('/config/parent-categories.json')).json()) as {
    id: string;
    categoryFile: string;
  }[];
  const mockTests = parents.find((parent) => parent.id === 'mock-tests');
  if (!mockTests) throw new Error('no Mock tests subject is served: was the content built with its mocks?');
  const exams = (await (
    await request.get(`/config/${encodeURIComponent(mockTests.categoryFile)}`)
  ).json()) as { subcategories: { id: string; name: string; pack: string }[] }[];
  const topic = exams.flatMap((exam) => exam.subcategories).find((candidate) => candidate.id === mockId);
  if (!topic) throw new Error(`mock ${mockId} is not served`);
  const pack = (await (await request.get(topic.pack)).json()) as {
    questions: MockPackQuestion[];
    mock: { sections: MockPackSection[]; durationMinutes: number };
  };
  return {
    id: topic.id,
    name: topic.name,
    questions: pack.questions,
    sections: pack.mock.sections,
    durationMinutes: pack.mock.durationMinutes,
  };
}

/** The paper's question on screen: its number in the paper (1-based) and its answer. */
export async function questionOnScreen(
  page: Page,
  mock: ServedMock,
): Promise<{ number: number; answer: number; question: MockPackQuestion }> {
  const id = await page.locator('h1[data-question-id]').getAttribute('data-question-id');
  const index = mock.questions.findIndex((question) => question.id === id);
  const question = mock.questions[index];
  if (!question) throw new Error(`question ${id} is not in ${mock.id}`);
  return { number: index + 1, answer: question.answerIndex, question };
}

/** Seconds left on the mock's one timer, read from its label ("Time left: 59:58"). */
export async function secondsLeft(page: Page): Promise<number> {
  const label = (await page.getByRole('timer').getAttribute('aria-label')) ?? '';
  const match = /(\d+):(\d\d)$/.exec(label);
  if (!match) throw new Error(`no time in the timer's label "${label}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}
