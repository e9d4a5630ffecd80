/**
 * Cross-language groups (decision 017): one group per French/English pair that a sense of a
 * published local word glosses (one of them may be missing), with those local words. Pending and
 * rejected words join when they are approved, so every signed-in role sees the same groups and
 * the dashboard counts them.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@server/db/client';
import { localWords, wordSenses } from '@server/db/schema/words';
import { visibleWords } from '@server/modules/search/visibility';

/**
 * The local words of every group, once per sense: published, the sense glossing at least one live
 * entry. A word with several meanings (kaa: crab, charcoal) sits in the group of each.
 */
const grouped = () => sql`select distinct ${localWords.id} as id, ${localWords.localWord} as word,
    ${localWords.localWordFolded} as folded, ${localWords.languageId} as language_id,
    f.id as fid, f.word as fword, f.word_folded as ffold,
    e.id as eid, e.word as eword, e.word_folded as efold
  from ${wordSenses}
  join ${localWords} on ${localWords.id} = ${wordSenses.localWordId}
  left join french_words f on f.id = ${wordSenses.frenchId} and not f.is_deleted
  left join english_words e on e.id = ${wordSenses.englishId} and not e.is_deleted
  where not ${wordSenses.isDeleted} and ${visibleWords(null)} and (f.id is not null or e.id is not null)`;

export interface GroupFilter {
  /** A LIKE pattern on folded text (local words, the French and the English word), or null. */
  contains: string | null;
  languageId: number | null;
}

export interface GroupKey {
  fid: number | null;
  eid: number | null;
}

/** The counters over every group, the number of groups the filter keeps, and one page of them. */
export async function groupPage(db: Db, filter: GroupFilter, limit: number, offset: number) {
  const [row] = await queryRows<{
    totalGroups: number;
    multiLanguageGroups: number;
    activeLanguages: number;
    filtered: number;
    page: GroupKey[] | string | null;
  }>(
    db,
    sql`with w as (${grouped()}),
    g as (
      select fid, eid, min(ffold) as ffold, min(efold) as efold,
        count(distinct language_id) as languages,
        (${filter.contains}::text is null or bool_or(folded like ${filter.contains})
          or min(ffold) like ${filter.contains} or min(efold) like ${filter.contains}) as matches,
        (${filter.languageId}::int is null or bool_or(language_id = ${filter.languageId})) as in_language
      from w group by fid, eid
    )
    select (select count(*) from g)::int as "totalGroups",
      (select count(*) from g where languages >= 2)::int as "multiLanguageGroups",
      (select count(distinct language_id) from w)::int as "activeLanguages",
      (select count(*) from g where matches and in_language)::int as filtered,
      (select json_agg(json_build_object('fid', fid, 'eid', eid) order by n) from (
        select fid, eid, row_number() over (
          order by coalesce(ffold, efold), efold nulls first, fid nulls first, eid nulls first) as n
        from g where matches and in_language
        order by n limit ${limit} offset ${offset}
      ) p) as page`,
  );
  const page = typeof row!.page === 'string' ? JSON.parse(row!.page) : (row!.page ?? []);
  return { ...row!, page: page as GroupKey[] };
}

export interface GroupWordRow extends GroupKey {
  fword: string | null;
  eword: string | null;
  id: number;
  word: string;
  languageId: number;
  language: string;
  languageIsoCode: string | null;
}

/** The local words of the given groups, by language name then spelling. */
export async function groupWords(db: Db, keys: GroupKey[]) {
  if (keys.length === 0) return [];
  return queryRows<GroupWordRow>(
    db,
    sql`with w as (${grouped()})
    select w.fid, w.eid, w.fword, w.eword, w.id, w.word, w.language_id as "languageId",
      l.name as language, l.iso_code as "languageIsoCode"
    from w join languages l on l.id = w.language_id
    join json_to_recordset(${JSON.stringify(keys)}::json) as k(fid int, eid int)
      on k.fid is not distinct from w.fid and k.eid is not distinct from w.eid
    order by l.name, w.folded, w.id`,
  );
}

/** How many groups there are (the dashboard's 'Équivalences'). */
export async function countGroups(db: Db) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from (${grouped()}) w group by fid, eid) g`,
  );
  return Number(row!.n);
}
