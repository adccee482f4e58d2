import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/**
 * Runs `attempt` while the database refuses one kind of write to `table` for the rows `when`
 * picks (a condition on NEW or OLD): a use case failing half-way, after its earlier writes,
 * as a crash or a lost connection would leave it. The trigger goes again whatever happens.
 */
export async function whileRefusing<T>(
  t: TestApp,
  refusal: { table: string; write: 'INSERT' | 'UPDATE' | 'DELETE'; when: string },
  attempt: () => Promise<T>,
): Promise<T> {
  const name = `refuse_${randomUUID().replaceAll('-', '')}`;
  const row = refusal.write === 'DELETE' ? 'OLD' : 'NEW';
  await t.database.executeSql(`CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN
    IF ${refusal.when} THEN RAISE EXCEPTION 'refused half-way'; END IF;
    RETURN ${row}; END $$ LANGUAGE plpgsql`);
  await t.database.executeSql(
    `CREATE TRIGGER ${name} BEFORE ${refusal.write} ON ${refusal.table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  try {
    return await attempt();
  } finally {
    await t.database.executeSql(`DROP TRIGGER ${name} ON ${refusal.table}`);
    await t.database.executeSql(`DROP FUNCTION ${name}()`);
  }
}
