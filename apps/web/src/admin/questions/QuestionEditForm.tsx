import {
  type Question,
  type QuestionDifficulty,
  type QuestionEditRequest,
  type QuestionRevision,
  questionEditRequestSchema,
} from '@abhyas/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../admin-i18n.ts';
import { adminApi, reasonOf } from '../operator-api.ts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const DIFFICULTIES: readonly QuestionDifficulty[] = ['easy', 'medium', 'hard'];

interface Draft {
  stem: string;
  options: string[];
  answerIndex: number;
  explanation: string;
  difficulty: QuestionDifficulty;
  stemHi: string;
  optionsHi: string[];
  explanationHi: string;
}

const draftOf = (question: Question): Draft => ({
  stem: question.stem,
  options: [...question.options],
  answerIndex: question.answerIndex,
  explanation: question.explanation,
  difficulty: question.difficulty,
  stemHi: question.stemHi ?? '',
  optionsHi: question.optionsHi ? [...question.optionsHi] : ['', '', '', ''],
  explanationHi: question.explanationHi ?? '',
});

/** The request of a draft: Hindi goes only when some of it was written (the server asks for all of it then). */
function requestOf(draft: Draft): QuestionEditRequest {
  const anyHindi =
    draft.stemHi.trim() !== '' ||
    draft.explanationHi.trim() !== '' ||
    draft.optionsHi.some((o) => o.trim() !== '');
  return {
    stem: draft.stem,
    options: draft.options,
    answerIndex: draft.answerIndex,
    explanation: draft.explanation,
    difficulty: draft.difficulty,
    ...(anyHindi
      ? { stemHi: draft.stemHi, optionsHi: draft.optionsHi, explanationHi: draft.explanationHi }
      : {}),
  };
}

/** The edit of a question: saved as a new revision, the old one kept for learners' history. */
export function QuestionEditForm({
  question,
  onCancel,
  onSaved,
}: {
  question: Question;
  onCancel: () => void;
  onSaved: (revision: QuestionRevision) => Promise<void>;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(question));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setAt = (key: 'options' | 'optionsHi', index: number, value: string) =>
    setDraft((d) => ({ ...d, [key]: d[key].map((old, i) => (i === index ? value : old)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    // The domain's rule first, so a slip is named here without a round trip.
    const checked = questionEditRequestSchema.safeParse(requestOf(draft));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setFailure(t('edit.failed', { reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` }));
      return;
    }
    setSaving(true);
    try {
      await onSaved(await adminApi.edit(question.id, checked.data));
    } catch (error) {
      setFailure(t('edit.failed', { reason: reasonOf(error) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="edit-form" onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{t('edit.heading', { id: question.id })}</h4>
      <label htmlFor={`${id}-stem`}>{t('edit.stem')}</label>
      <textarea id={`${id}-stem`} value={draft.stem} rows={2} onChange={(e) => set('stem', e.target.value)} />
      <fieldset>
        <legend>{t('edit.correct')}</legend>
        {LETTERS.map((letter, index) => (
          <div key={letter} className="edit-form__option">
            <input
              type="radio"
              id={`${id}-correct-${letter}`}
              name={`${id}-correct`}
              checked={draft.answerIndex === index}
              onChange={() => set('answerIndex', index)}
              aria-label={t('edit.isCorrect', { letter })}
            />
            <label htmlFor={`${id}-option-${letter}`}>{t('edit.option', { letter })}</label>
            <input
              id={`${id}-option-${letter}`}
              type="text"
              value={draft.options[index] ?? ''}
              onChange={(e) => setAt('options', index, e.target.value)}
            />
          </div>
        ))}
      </fieldset>
      <label htmlFor={`${id}-explanation`}>{t('edit.explanation')}</label>
      <textarea
        id={`${id}-explanation`}
        value={draft.explanation}
        rows={3}
        onChange={(e) => set('explanation', e.target.value)}
      />
      <label htmlFor={`${id}-difficulty`}>{t('edit.difficulty')}</label>
      <select
        id={`${id}-difficulty`}
        value={draft.difficulty}
        onChange={(e) => set('difficulty', e.target.value as QuestionDifficulty)}
      >
        {DIFFICULTIES.map((level) => (
          <option key={level} value={level}>
            {t(`edit.difficultyLevel.${level}`)}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>{t('edit.hindi')}</legend>
        <label htmlFor={`${id}-stem-hi`}>{t('edit.stemHi')}</label>
        <textarea
          lang="hi"
          id={`${id}-stem-hi`}
          value={draft.stemHi}
          rows={2}
          onChange={(e) => set('stemHi', e.target.value)}
        />
        {LETTERS.map((letter, index) => (
          <div key={letter} className="edit-form__field">
            <label htmlFor={`${id}-option-hi-${letter}`}>{t('edit.optionHi', { letter })}</label>
            <input
              id={`${id}-option-hi-${letter}`}
              lang="hi"
              type="text"
              value={draft.optionsHi[index] ?? ''}
              onChange={(e) => setAt('optionsHi', index, e.target.value)}
            />
          </div>
        ))}
        <label htmlFor={`${id}-explanation-hi`}>{t('edit.explanationHi')}</label>
        <textarea
          id={`${id}-explanation-hi`}
          lang="hi"
          value={draft.explanationHi}
          rows={3}
          onChange={(e) => set('explanationHi', e.target.value)}
        />
      </fieldset>
      {failure ? (
        <p role="alert" className="admin-alert">
          {failure}
        </p>
      ) : null}
      <div className="reported__actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('edit.saving') : t('edit.save')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
