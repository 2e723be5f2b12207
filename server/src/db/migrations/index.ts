import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './2026_11_23_0001_accounts.js';
import * as sessionsAndLogs from './2026_11_23_0002_sessions_and_logs.js';
import * as site from './2026_11_23_0003_site.js';
import * as operationsAndJobs from './2026_11_23_0004_operations_and_jobs.js';
import * as files from './2026_11_23_0005_files.js';
import * as workflow from './2026_11_24_0006_workflow.js';
import * as membership from './2026_11_24_0007_membership.js';
import * as activity from './2026_11_24_0008_activity.js';
import * as evaluation from './2026_11_26_0009_evaluation.js';
import * as declaration from './2026_11_26_0010_declaration.js';
import * as articleReads from './2026_11_27_0011_article_reads.js';
import * as articleSearch from './2026_11_27_0012_article_search.js';
import * as jobFires from './2026_11_27_0013_job_fires.js';
import * as bodySearch from './2026_11_27_0014_body_search.js';
import * as articlePages from './2026_11_27_0015_article_pages.js';
import * as notices from './2026_11_27_0016_notices.js';
import * as uploadStore from './2026_11_27_0017_upload_store.js';
import * as genTables from './2026_11_27_0018_gen_tables.js';

// Listed statically so the bundled server carries its migrations; names sort by timestamp.
const migrations: Record<string, Migration> = {
  '2026_11_23_0001_accounts': accounts,
  '2026_11_23_0002_sessions_and_logs': sessionsAndLogs,
  '2026_11_23_0003_site': site,
  '2026_11_23_0004_operations_and_jobs': operationsAndJobs,
  '2026_11_23_0005_files': files,
  '2026_11_24_0006_workflow': workflow,
  '2026_11_24_0007_membership': membership,
  '2026_11_24_0008_activity': activity,
  '2026_11_26_0009_evaluation': evaluation,
  '2026_11_26_0010_declaration': declaration,
  '2026_11_27_0011_article_reads': articleReads,
  '2026_11_27_0012_article_search': articleSearch,
  '2026_11_27_0013_job_fires': jobFires,
  '2026_11_27_0014_body_search': bodySearch,
  '2026_11_27_0015_article_pages': articlePages,
  '2026_11_27_0016_notices': notices,
  '2026_11_27_0017_upload_store': uploadStore,
  '2026_11_27_0018_gen_tables': genTables,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
