import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SelectField, TextField } from '@/components/form/field';
import formStyles from '@/components/form/form.module.css';
import { Pagination } from '@/components/pagination/pagination';
import { TabList } from '@/components/tabs/tab-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { fileUrl } from '@/lib/file-url';
import { useSession } from '@/store/session';
import { type MemberKind, useDirectory, useLevels } from '../api/membership';
import styles from './member-directory.module.css';

const PAGE_SIZE = 12;

/** 会员名录: listed current members of each kind, searchable by name and filterable by level. */
export function MemberDirectory() {
  const { t } = useTranslation();
  useDocumentTitle(t('memberDirectory.title'));
  const lang = useSession((s) => s.lang);
  const [kind, setKind] = useState<MemberKind>('org');
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState({ keyword: '', levelId: '', pageNum: 1 });
  const levels = useLevels();
  const list = useDirectory(kind, {
    pageNum: filter.pageNum,
    pageSize: PAGE_SIZE,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.levelId ? { levelId: Number(filter.levelId) } : {}),
  });
  const levelOptions = (levels.data ?? [])
    .filter((level) => level.kind === kind)
    .map((level) => ({
      value: String(level.levelId),
      label: lang === 1 && level.levelEsName ? level.levelEsName : level.levelName,
    }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, keyword: typed.trim(), pageNum: 1 }));
  };
  const switchKind = (next: MemberKind) => {
    setKind(next);
    setFilter({ keyword: typed.trim(), levelId: '', pageNum: 1 });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('memberDirectory.title')}</h1>
      <p className={styles.lead}>{t('memberDirectory.lead')}</p>
      <TabList
        tabs={(['org', 'personal'] as MemberKind[]).map((k) => ({
          value: k,
          label: t(`memberDirectory.${k}`),
        }))}
        value={kind}
        onChange={switchKind}
      />
      <form className={styles.filters} onSubmit={search} role="search">
        <TextField
          label={t('memberDirectory.keyword')}
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField
          label={t('membership.level')}
          options={levelOptions}
          placeholder={t('memberDirectory.allLevels')}
          value={filter.levelId}
          onChange={(event) =>
            setFilter((current) => ({ ...current, levelId: event.target.value, pageNum: 1 }))
          }
        />
        <button type="submit" className={`${formStyles.button} ${formStyles.primary} ${styles.searchButton}`}>
          {t('memberDirectory.search')}
        </button>
      </form>
      {list.data ? (
        list.data.rows.length ? (
          <ul className={styles.members} aria-busy={list.isPlaceholderData}>
            {list.data.rows.map((member) => (
              <li key={member.memberId} className={styles.member}>
                {member.logo ? <img className={styles.logo} src={fileUrl(member.logo)} alt="" /> : null}
                <div>
                  <h2 className={styles.name}>{member.name}</h2>
                  <p className={styles.meta}>
                    <span className={styles.level}>
                      {lang === 1 && member.levelEsName ? member.levelEsName : member.levelName}
                    </span>
                    <span>
                      {t('memberDirectory.since')} {member.validFrom.slice(0, 10)}
                    </span>
                  </p>
                  {member.intro ? <p className={styles.intro}>{member.intro}</p> : null}
                  {member.website ? (
                    <a href={member.website} target="_blank" rel="noopener noreferrer nofollow">
                      {member.website}
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{t('memberDirectory.empty')}</p>
        )
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      <Pagination
        total={list.data?.total ?? 0}
        page={filter.pageNum}
        pageSize={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        onChange={(pageNum) => setFilter((current) => ({ ...current, pageNum }))}
      />
    </div>
  );
}
