/**
 * Read-mostly answers kept in memory, each dropped the moment a table it was read from changes.
 *
 * Every entry names the tables its value comes from. The database object counts changes per
 * table (`noteWrites`, called by `db.ts` for every statement that writes and at the end of
 * every transaction); an entry is good while none of its tables has changed since its value was
 * read. The count is taken before the read starts, so a write that lands while the value is
 * being read makes the entry stale at once: an entry can be dropped too early, never kept too
 * long. With several server copies on one PostgreSQL, the database's own notifications (migration
 * 0025, `listenForChanges` in `db.ts`) count the other copies' writes here as well.
 *
 * What an entry may keep: rows as stored (capacities, bookings, holds with their expiry, prices).
 * What depends on the clock or on who asks (a hold's expiry against now, the customer's own
 * hold) is worked out from them on every request, never kept.
 */
export class ReadCache {
  private readonly versions = new Map<string, number>();
  private everything = 0;
  private readonly entries = new Map<string, Entry>();

  /**
   * Off, every read goes to the database: while a server copy cannot hear the others' changes
   * (its listening connection not yet up, or lost), it keeps nothing.
   */
  enabled = true;

  constructor(private readonly maxEntries = 5_000) {}

  /**
   * The value kept under `key` if none of `tables` changed since it was read, else `load()`'s
   * (kept for the next call when `keep` says so). A load that fails keeps nothing.
   */
  async get<T>(
    key: string,
    tables: readonly string[],
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
  ): Promise<T> {
    if (!this.enabled) return load();
    const kept = this.entries.get(key);
    if (kept && this.unchanged(kept)) return kept.value as T;
    const stamp = this.stampOf(tables);
    const value = await load();
    this.entries.delete(key);
    if (!keep(value)) return value;
    if (this.entries.size >= this.maxEntries) {
      // The oldest entry goes first (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { tables, stamp, value });
    return value;
  }

  /** Counts a change to each of `tables` ("*": to every table). */
  noteWrites(tables: Iterable<string>): void {
    for (const table of tables) {
      if (table === "*") this.everything += 1;
      else this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
    }
  }

  /** Forgets every entry (a test's database put back to its seeded rows behind our back). */
  clear(): void {
    this.everything += 1;
    this.entries.clear();
  }

  /** Turns keeping on or off; either way, what was kept is forgotten. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private stampOf(tables: readonly string[]): number[] {
    return [this.everything, ...tables.map((table) => this.versions.get(table) ?? 0)];
  }

  private unchanged(entry: Entry): boolean {
    const now = this.stampOf(entry.tables);
    return now.every((version, i) => version === entry.stamp[i]);
  }
}

type Entry = { tables: readonly string[]; stamp: number[]; value: unknown };

const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)/gi;
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|copy|do|call|comment|grant|revoke)\b/i;

/**
 * The tables a statement may write, read from its text: every `INSERT INTO t`, `UPDATE t`,
 * `DELETE FROM t`, `TRUNCATE t` in it (in a CTE too), or "*" for a statement that may change
 * anything (DDL, a procedure). Erring on the side of more: `FOR UPDATE SKIP LOCKED` names a
 * table `skip` that nothing reads, which costs nothing.
 */
export function tablesWritten(sql: string): string[] {
  if (SCHEMA_CHANGE.test(sql)) return ["*"];
  const tables = new Set<string>();
  for (const match of sql.matchAll(WRITE_TARGET)) tables.add(match[1]!.toLowerCase());
  return [...tables];
}
