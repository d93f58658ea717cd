declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseTarget: 'embedded' | 'external';
  }
}

export {};
