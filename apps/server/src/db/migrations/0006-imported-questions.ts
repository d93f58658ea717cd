import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('imported_questions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('parent_category_id', 'text', (column) => column.notNull())
    .addColumn('category_id', 'text', (column) => column.notNull())
    .addColumn('category_name', 'text', (column) => column.notNull())
    .addColumn('subcategory_id', 'text', (column) => column.notNull())
    .addColumn('topic_name', 'text', (column) => column.notNull())
    .addColumn('question', 'jsonb', (column) => column.notNull())
    .addColumn('imported_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('imported_questions_topic_idx')
    .on('imported_questions')
    .columns(['subcategory_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imported_questions').execute();
}
