import { type AgentResponse, type createBrowserAgent, formAction } from './browser-agent.ts';

type BrowserAgent = ReturnType<typeof createBrowserAgent>;

/**
 * Signs up at the built-in provider as a learner would in the popup: sign-in page, "create an
 * account", the form, then "Continue" on the check-your-details page. Resolves with the page that
 * answered the form (the details page) and the one after Continue (the callback's result).
 */
export async function signUpThroughProvider(
  browser: BrowserAgent,
  /** `remember: '1'` ticks "Remember me on this device". */
  details: { name: string; email: string; password: string; remember?: '1' },
  start = '/api/auth/sign-in?mode=popup',
): Promise<{ answered: AgentResponse; continued: AgentResponse }> {
  const login = await browser.go(start);
  const register = await browser.go(formAction(login.body, '/login').replace(/login$/, 'register'));
  const answered = await browser.go(formAction(register.body, '/register'), details);
  const continued = await browser.go(formAction(answered.body, '/continue'), hiddenFields(answered.body));
  return { answered, continued };
}

/** The hidden inputs of a page's forms, as a browser would submit them. */
export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name = '', value = ''] = match;
    fields[name] = value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  }
  return fields;
}
