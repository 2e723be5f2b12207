// Part of the frozen migrations: import nothing from the app here.
import type { AnyDb } from './schema-helpers.js';

// Each scheduled run of a job is claimed here before it runs: every instance behind a load
// balancer schedules the same jobs, and the primary key lets exactly one of them take each run.
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sys_job_fire')
    .addColumn('job_id', 'integer', (c) => c.notNull())
    .addColumn('fire_time', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('sys_job_fire_pk', ['job_id', 'fire_time'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sys_job_fire').execute();
}
