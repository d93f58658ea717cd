import type { Chart, Figure, TableFigure } from '@abhyas/domain';
import { useTranslation } from 'react-i18next';
import type { QuestionLanguage } from '../components/question-language.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { DrawingFigure } from './DrawingFigure.tsx';
import { formatValue } from './figure-geometry.ts';
import { chartLabels, drawingAlt, tableLabels } from './localized-figure.ts';

function DataTable({
  caption,
  columns,
  rows,
}: {
  caption?: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  return (
    <div className="learn-figure__table-wrap">
      <table className="learn-figure__table">
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={columns[index]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={columns[index]}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartWithData({ chart, language }: { chart: Chart; language: QuestionLanguage }) {
  const { t } = useTranslation('learn');
  const labels = chartLabels(chart, language);
  // A title that already names its unit ("Sales (₹ crore)") is not given it twice.
  const heading =
    labels.unit && !labels.title.includes(`(${labels.unit})`)
      ? `${labels.title} (${labels.unit})`
      : labels.title;
  const columns = [labels.unit ?? '', ...labels.seriesNames];
  const rows = labels.categories.map((category, index) => [
    category,
    ...chart.series.map((series) => formatValue(series.values[index] ?? 0)),
  ]);
  return (
    <>
      <figcaption className="learn-figure__title">{heading}</figcaption>
      <ChartFigure chart={chart} labels={labels} alt={t('figure.chartAlt', { title: heading })} />
      <details className="learn-figure__data">
        <summary>{t('figure.showData')}</summary>
        <DataTable columns={columns} rows={rows} />
      </details>
    </>
  );
}

function Table({ table, language }: { table: TableFigure; language: QuestionLanguage }) {
  const labels = tableLabels(table, language);
  return <DataTable caption={labels.title} columns={labels.columns} rows={table.rows} />;
}

/** A question's or a set's figure, in the language the question is shown in. */
export function QuestionFigure({ figure, language }: { figure: Figure; language: QuestionLanguage }) {
  return (
    <figure className="learn-figure" lang={language}>
      {figure.kind === 'drawing' && <DrawingFigure drawing={figure} alt={drawingAlt(figure, language)} />}
      {figure.kind === 'chart' && <ChartWithData chart={figure} language={language} />}
      {figure.kind === 'table' && <Table table={figure} language={language} />}
    </figure>
  );
}
