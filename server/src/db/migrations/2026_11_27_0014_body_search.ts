// Part of the frozen migrations: import nothing from the app here.
import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './schema-helpers.js';

// Full-text search of article bodies (both languages), served by an index and kept current by the
// database itself on every write. The bodies are HTML; search matches and quotes their plain text
// (search_text: tags and entities removed), kept beside the article in bll_article_text so the
// article rows that every list reads stay as small as they were. SQLite: an FTS5 trigram index
// over the plain text for terms of three or more characters and an FTS5 index of its
// two-character pieces (search_grams, as for titles in 0012) for terms such as 协会; search_text
// is a function the app registers on its connections. PostgreSQL: search_text in SQL, the pieces
// stored beside the text with a GIN index; a term's pieces narrow the rows, a LIKE confirms.

const SQLITE_UP = [
  `create table bll_article_text (
     article_id integer primary key,
     content_text text not null,
     content_es_text text not null
   )`,
  `create virtual table bll_article_text_trigram using fts5(content_text, content_es_text, content='bll_article_text', content_rowid='article_id', tokenize='trigram')`,
  // Only "does the article have this piece" is asked, so no positions are kept.
  `create virtual table bll_article_text_gram using fts5(grams, tokenize='unicode61', detail='none')`,
  `create trigger bll_article_text_insert after insert on bll_article_text begin
     insert into bll_article_text_trigram(rowid, content_text, content_es_text) values (new.article_id, new.content_text, new.content_es_text);
     insert into bll_article_text_gram(rowid, grams) values (new.article_id, search_grams(new.content_text || ' ' || new.content_es_text));
   end`,
  `create trigger bll_article_text_delete after delete on bll_article_text begin
     insert into bll_article_text_trigram(bll_article_text_trigram, rowid, content_text, content_es_text) values ('delete', old.article_id, old.content_text, old.content_es_text);
     delete from bll_article_text_gram where rowid = old.article_id;
   end`,
  `create trigger bll_article_body_insert after insert on bll_article begin
     insert into bll_article_text(article_id, content_text, content_es_text) values (new.id, search_text(new.content), search_text(new.content_es));
   end`,
  `create trigger bll_article_body_update after update of content, content_es on bll_article begin
     delete from bll_article_text where article_id = old.id;
     insert into bll_article_text(article_id, content_text, content_es_text) values (new.id, search_text(new.content), search_text(new.content_es));
   end`,
  `create trigger bll_article_body_delete after delete on bll_article begin
     delete from bll_article_text where article_id = old.id;
   end`,
  `insert into bll_article_text(article_id, content_text, content_es_text) select id, search_text(content), search_text(content_es) from bll_article`,
];

const POSTGRES_UP = [
  // The same pieces as 0012's search_grams, found in one pass: that one lowers the whole text and
  // walks it from the start for every pair, which costs the square of a body's length.
  `create or replace function search_grams(text) returns text[] language sql immutable parallel safe as $$
     select coalesce(array_agg(distinct gram), '{}') from (
       select c || lead(c) over (order by i) as gram
       from unnest(string_to_array(lower($1), null)) with ordinality as chars(c, i)
     ) pieces where gram is not null and gram !~ '[[:space:][:punct:]]'
   $$`,
  // The same rule as the app's searchText: block tags become a space, other tags go, the
  // entities the editor writes are decoded (&amp; last), runs of spaces become one.
  `create function search_text(text) returns text language sql immutable parallel safe as $$
     select regexp_replace(regexp_replace(
       replace(replace(replace(replace(replace(replace(replace(
         regexp_replace(
           regexp_replace(coalesce($1, ''), '</?(p|br|hr|h[1-6]|li|ul|ol|table|thead|tbody|tr|td|th|blockquote|pre|div)(\\s[^>]*)?/?>', ' ', 'gi'),
           '<[^>]*>', '', 'g'),
         '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''), '&nbsp;', ' '), '&amp;', '&'),
       '[ \\t\\n\\r\\f\\u00a0]+', ' ', 'g'), '^ | $', '', 'g')
   $$`,
  // The pieces are stored, not an index expression: a plan that reads the table rather than the
  // index (a common term) then compares arrays instead of cutting every body into pieces again.
  `create table bll_article_text (
     article_id integer primary key references bll_article (id) on delete cascade,
     content_text text not null,
     content_es_text text not null,
     grams text[] not null
   )`,
  `create function bll_article_text_write() returns trigger language plpgsql as $$
   declare
     body text := search_text(new.content);
     body_es text := search_text(new.content_es);
   begin
     insert into bll_article_text (article_id, content_text, content_es_text, grams)
       values (new.id, body, body_es, search_grams(body || ' ' || body_es))
       on conflict (article_id) do update
         set content_text = excluded.content_text, content_es_text = excluded.content_es_text,
             grams = excluded.grams;
     return null;
   end
   $$`,
  `create trigger bll_article_text_write after insert or update of content, content_es on bll_article
     for each row execute function bll_article_text_write()`,
  `insert into bll_article_text (article_id, content_text, content_es_text, grams)
     select id, body, body_es, search_grams(body || ' ' || body_es)
     from (select id, search_text(content) as body, search_text(content_es) as body_es from bll_article) as texts`,
  `create index bll_article_text_gram_idx on bll_article_text using gin (grams)`,
];

export async function up(db: AnyDb): Promise<void> {
  for (const statement of isPostgres(db) ? POSTGRES_UP : SQLITE_UP) await sql.raw(statement).execute(db);
  // Search results are newest first (title matches, then body matches): the query walks this
  // index, which also holds the type (its status is checked) so no article row is read until a
  // page is found.
  await db.schema
    .createIndex('bll_article_newest_idx')
    .on('bll_article')
    .columns(['publish_time', 'id', 'type_id'])
    .where(sql<boolean>`status = '0' and del_flag = '0'`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('bll_article_newest_idx').execute();
  // search_grams keeps its one-pass body, which answers as 0012's does.
  const statements = isPostgres(db)
    ? [
        'drop trigger bll_article_text_write on bll_article',
        'drop function bll_article_text_write()',
        'drop table bll_article_text',
        'drop function search_text(text)',
      ]
    : [
        'drop trigger bll_article_body_insert',
        'drop trigger bll_article_body_update',
        'drop trigger bll_article_body_delete',
        'drop table bll_article_text_gram',
        'drop table bll_article_text_trigram',
        'drop table bll_article_text',
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
