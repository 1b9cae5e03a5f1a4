import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/**
 * SQLite as Kysely's SQLite dialect sees it, with each statement prepared once: Kysely prepares the SQL again on
 * every query, and preparing costs more than running a primary-key read (the data version each cached
 * read checks). The `maxStatements` most recently used are kept; a statement whose SQL varies (an `in (?, ?…)` list)
 * only pushes out the oldest. The schema may change under a kept statement: SQLite prepares it again by itself.
 */
export function withStatementCache(
  sqlite: SqliteDatabase,
  { maxStatements = 200 } = {},
): Pick<SqliteDatabase, 'close' | 'prepare'> {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement); // the most recently used last
      if (statements.size > maxStatements) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  } as Pick<SqliteDatabase, 'close' | 'prepare'>;
}
