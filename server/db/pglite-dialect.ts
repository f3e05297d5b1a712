// Kysely over embedded PGlite (docs/server.md "One session"). PGlite is a single PostgreSQL
// session: a statement from one request sent while another request's transaction is open would
// run inside that transaction. So a connection here IS the lock: Kysely acquires it for one
// statement, or for a whole transaction (begin … commit), and every other caller waits its turn.
// Code above never sends BEGIN itself: it calls `db.transaction()`, which comes through here.
import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { Lock } from './lock';

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    readonly lock: Lock = new Lock(),
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite, this.lock);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters a text may hold several statements (a migration), as with `pg`, which
    // then uses the simple protocol too; the last statement's rows are the answer.
    if (query.parameters.length === 0) {
      const results = await this.pglite.exec(query.sql);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: affected(query.sql, last?.affectedRows) };
    }
    const result = await this.pglite.query<R>(query.sql, [...query.parameters]);
    return { rows: result.rows, numAffectedRows: affected(query.sql, result.affectedRows) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite: streaming queries are not supported');
  }
}

function affected(sqlText: string, count: number | undefined): bigint | undefined {
  // A WITH query may end in a write; its count is what PGlite reports.
  const command = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase() ?? '';
  return WRITES.has(command) || command === 'WITH' ? BigInt(count ?? 0) : undefined;
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private held: (() => void) | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: Lock,
  ) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    this.held = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let text = 'start transaction';
    if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) text += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(text));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.held;
    this.held = null;
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}
