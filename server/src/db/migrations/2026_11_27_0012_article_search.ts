// Part of the frozen migrations: import nothing from the app here.
import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './schema-helpers.js';

// Title search (both languages) served by an index and kept current by the database itself on
// every write, whoever writes. SQLite: an FTS5 trigram index for terms of three or more
// characters and an FTS5 index of two-character pieces (search_grams, a function the app
// registers on its connections) for two-character terms such as 协会. PostgreSQL: a GIN index on
// the title's two-character pieces; a term's pieces narrow the rows, a LIKE confirms the match.

const SQLITE_UP = [
  `create virtual table bll_article_title_trigram using fts5(article_name, article_es_name, content='bll_article', content_rowid='id', tokenize='trigram')`,
  `create virtual table bll_article_title_gram using fts5(grams, tokenize='unicode61')`,
  `create trigger bll_article_search_insert after insert on bll_article begin
     insert into bll_article_title_trigram(rowid, article_name, article_es_name) values (new.id, new.article_name, new.article_es_name);
     insert into bll_article_title_gram(rowid, grams) values (new.id, search_grams(new.article_name || ' ' || new.article_es_name));
   end`,
  `create trigger bll_article_search_delete after delete on bll_article begin
     insert into bll_article_title_trigram(bll_article_title_trigram, rowid, article_name, article_es_name) values ('delete', old.id, old.article_name, old.article_es_name);
     delete from bll_article_title_gram where rowid = old.id;
   end`,
  `create trigger bll_article_search_update after update of article_name, article_es_name on bll_article begin
     insert into bll_article_title_trigram(bll_article_title_trigram, rowid, article_name, article_es_name) values ('delete', old.id, old.article_name, old.article_es_name);
     insert into bll_article_title_trigram(rowid, article_name, article_es_name) values (new.id, new.article_name, new.article_es_name);
     update bll_article_title_gram set grams = search_grams(new.article_name || ' ' || new.article_es_name) where rowid = new.id;
   end`,
  `insert into bll_article_title_trigram(bll_article_title_trigram) values ('rebuild')`,
  `insert into bll_article_title_gram(rowid, grams) select id, search_grams(article_name || ' ' || article_es_name) from bll_article`,
];

const POSTGRES_UP = [
  // Pairs with a space or an ASCII punctuation mark in them are left out, as the app's rule does.
  `create function search_grams(text) returns text[] language sql immutable parallel safe as $$
     select coalesce(array_agg(distinct gram), '{}') from (
       select substr(lower($1), i, 2) as gram from generate_series(1, length($1) - 1) as i
     ) pieces where gram !~ '[[:space:][:punct:]]'
   $$`,
  `create index bll_article_title_gram_idx on bll_article using gin (search_grams(article_name || ' ' || article_es_name))`,
];

export async function up(db: AnyDb): Promise<void> {
  for (const statement of isPostgres(db) ? POSTGRES_UP : SQLITE_UP) await sql.raw(statement).execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  const statements = isPostgres(db)
    ? ['drop index bll_article_title_gram_idx', 'drop function search_grams(text)']
    : [
        'drop trigger bll_article_search_insert',
        'drop trigger bll_article_search_delete',
        'drop trigger bll_article_search_update',
        'drop table bll_article_title_gram',
        'drop table bll_article_title_trigram',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
