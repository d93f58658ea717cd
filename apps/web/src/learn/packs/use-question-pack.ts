import type { QuestionPack } from '@abhyas/domain';
import { useEffect, useState } from 'react';
import { loadQuestionPack } from './load-question-pack.ts';

export type PackState =
  | { status: 'loading' }
  | { status: 'ready'; pack: QuestionPack }
  | { status: 'error'; retry: () => void };

export function useQuestionPack(url: string | undefined): PackState {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PackState>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the Try Again trigger.
  useEffect(() => {
    if (!url) return;
    let current = true;
    setState({ status: 'loading' });
    loadQuestionPack(url).then(
      (pack) => current && setState({ status: 'ready', pack }),
      (error: unknown) => {
        console.warn('Question pack failed to load', error);
        if (current) setState({ status: 'error', retry: () => setAttempt((value) => value + 1) });
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);
  return state;
}
