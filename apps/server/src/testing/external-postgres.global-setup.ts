import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set for the db-external project');
  project.provide('adminDatabaseUrl', url);
  project.provide('databaseTarget', 'external');
}
