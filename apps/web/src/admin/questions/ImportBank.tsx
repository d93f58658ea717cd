import {
  QUESTION_IMPORT_FORMATS,
  type QuestionImportFormat,
  type QuestionImportRequest,
  type QuestionImportResult,
} from '@abhyas/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NAMESPACE } from '../admin-i18n.ts';
import { adminApi, reasonOf } from '../operator-api.ts';

/** How many of the questions read the preview lists; the count says how many there are. */
const PREVIEW_QUESTIONS = 5;

/** The format a chosen file's name points to, as the CLI reads extensions; other names keep the choice. */
function formatOfFile(name: string): QuestionImportFormat | undefined {
  const lower = name.toLowerCase();
  if (lower.endsWith('.json')) return 'opentdb';
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.gift')) return 'gift';
  return undefined;
}

type Form = Omit<QuestionImportRequest, 'dryRun' | 'parent'> & { parent: string };

const requestOf = (form: Form, dryRun: boolean): QuestionImportRequest => ({
  format: form.format,
  text: form.text,
  category: form.category,
  topic: form.topic,
  ...(form.parent.trim() ? { parent: form.parent.trim() } : {}),
  dryRun,
});

function ImportResult({ result }: { result: QuestionImportResult }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const topicName = result.topic?.topicName ?? '';
  return (
    <section className="import-result" aria-labelledby="import-result-heading">
      <h4 id="import-result-heading">
        {result.applied ? t('import.appliedTitle') : t('import.previewTitle')}
      </h4>
      {result.applied ? (
        <p role="status" className="admin-done">
          {t('import.applied', { count: result.questionCount, topic: topicName })}
        </p>
      ) : null}
      {result.topic ? (
        <p>
          {t('import.topicLine', {
            category: result.topic.categoryName,
            topic: result.topic.topicName,
            id: `${result.topic.parentCategoryId}/${result.topic.categoryId}/${result.topic.subcategoryId}`,
          })}
        </p>
      ) : null}
      {result.topic?.replacing && !result.applied ? (
        <p className="admin-alert">{t('import.replacing')}</p>
      ) : null}
      <p>{t('import.count', { count: result.questionCount })}</p>
      {result.problems.length > 0 ? (
        <>
          <h5>{t('import.problems')}</h5>
          <ul className="import-problems">
            {result.problems.map((problem) => (
              <li key={`${problem.line}:${problem.message}`}>
                {t('import.problemLine', { line: problem.line, message: problem.message })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('import.noProblems')}</p>
      )}
      {!result.applied && result.questions.length > 0 ? (
        <ol className="import-questions">
          {result.questions.slice(0, PREVIEW_QUESTIONS).map((question) => (
            <li key={question.id}>
              <p>{question.stem}</p>
              <p className="admin-note">
                {question.options
                  .map((option, index) => (index === question.answerIndex ? `✓ ${option}` : option))
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
      {!result.applied && result.questions.length > PREVIEW_QUESTIONS ? (
        <p className="admin-note">
          {t('import.moreQuestions', { count: result.questions.length - PREVIEW_QUESTIONS })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Import a bank as `npm run content:import` does: Preview is a dry run that stores nothing;
 * Import is offered only for the very text and names the last clean preview read.
 */
export function ImportBank() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const id = useId();
  const [form, setForm] = useState<Form>({ format: 'csv', text: '', category: '', topic: '', parent: '' });
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [result, setResult] = useState<QuestionImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fingerprint = JSON.stringify(form);
  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setForm((f) => ({ ...f, text, format: formatOfFile(file.name) ?? f.format }));
  };

  const send = async (dryRun: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await adminApi.importBank(requestOf(form, dryRun));
      setResult(answer);
      setPreviewed(dryRun && answer.ok ? fingerprint : null);
    } catch (error) {
      setFailure(t('import.failed', { reason: reasonOf(error) }));
    } finally {
      setBusy(false);
    }
  };

  const ready = form.text.trim() !== '' && form.category.trim() !== '' && form.topic.trim() !== '';
  const canApply = previewed === fingerprint;
  return (
    <section className="import-bank" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('import.heading')}</h2>
      <p className="admin-note">{t('import.intro')}</p>
      <form
        className="import-bank__form"
        onSubmit={(event) => {
          event.preventDefault();
          void send(true);
        }}
      >
        <div className="import-bank__names">
          <div className="edit-form__field">
            <label htmlFor={`${id}-format`}>{t('import.format')}</label>
            <select
              id={`${id}-format`}
              value={form.format}
              onChange={(e) => set('format', e.target.value as QuestionImportFormat)}
            >
              {QUESTION_IMPORT_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {t(`import.formats.${format}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="edit-form__field">
            <label htmlFor={`${id}-category`}>{t('import.category')}</label>
            <input
              id={`${id}-category`}
              type="text"
              value={form.category}
              onChange={(e) => set('category', e.target.value)}
            />
          </div>
          <div className="edit-form__field">
            <label htmlFor={`${id}-topic`}>{t('import.topic')}</label>
            <input
              id={`${id}-topic`}
              type="text"
              value={form.topic}
              onChange={(e) => set('topic', e.target.value)}
            />
          </div>
          <div className="edit-form__field">
            <label htmlFor={`${id}-parent`}>{t('import.parent')}</label>
            <input
              id={`${id}-parent`}
              type="text"
              value={form.parent}
              onChange={(e) => set('parent', e.target.value)}
            />
          </div>
        </div>
        <label htmlFor={`${id}-file`}>{t('import.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,.csv,.txt,.gift"
          onChange={(e) => void chooseFile(e)}
        />
        <label htmlFor={`${id}-text`}>{t('import.text')}</label>
        <textarea
          id={`${id}-text`}
          className="import-bank__text"
          rows={10}
          value={form.text}
          spellCheck={false}
          onChange={(e) => set('text', e.target.value)}
        />
        <div className="reported__actions">
          <button type="submit" className="button" disabled={busy || !ready}>
            {busy ? t('import.working') : t('import.preview')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !canApply}
            onClick={() => void send(false)}
          >
            {t('import.apply')}
          </button>
        </div>
      </form>
      {result?.ok && !result.applied && previewed !== null && !canApply ? (
        <p className="admin-note">{t('import.changedSincePreview')}</p>
      ) : null}
      {failure ? (
        <p role="alert" className="admin-alert">
          {failure}
        </p>
      ) : null}
      {result ? <ImportResult result={result} /> : null}
    </section>
  );
}
