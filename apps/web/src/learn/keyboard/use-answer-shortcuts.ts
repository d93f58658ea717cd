import { useEffect, useRef } from 'react';
import { type AnswerShortcut, answerShortcutFor } from './answer-shortcuts.ts';

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Listens for the answer shortcuts on the whole page. Enter on a focused control other than
 * an option (a palette button, Submit) keeps its own meaning; keys are ignored while a
 * dialog is open or with a modifier held.
 */
export function useAnswerShortcuts(
  onShortcut: (shortcut: AnswerShortcut, event: KeyboardEvent) => void,
  enabled = true,
): void {
  const handler = useRef(onShortcut);
  handler.current = onShortcut;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (isTypingTarget(event.target) || document.querySelector('dialog[open]')) return;
      const shortcut = answerShortcutFor(event.key);
      if (!shortcut) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const onControl = target?.closest('button, a, summary');
      if (shortcut.kind === 'next' && onControl && !onControl.hasAttribute('data-option')) return;
      handler.current(shortcut, event);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}
