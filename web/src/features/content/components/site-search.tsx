import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { Lang } from '@/lib/i18n';
import { useSession } from '@/store/session';
import { useArticlePreview } from '../api/get-article-preview';
import { MAX_SEARCH_LENGTH } from '../api/search-articles';
import { childHref, findByExactName, menuHref } from '../menu';
import type { ArticleSuggestion, MenuItem } from '../types';
import styles from './site-search.module.css';

/** Pause after the last keystroke before suggestions are asked for. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A link to an article with a fresh random key, so the article is read again (SPEC.md §2). */
export function articleHref(articleId: number): string {
  const key = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `${paths.article.getHref()}?articleId=${articleId}&key=${key}`;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), value === '' ? 0 : delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

function suggestionName(s: ArticleSuggestion, lang: Lang): string {
  return lang === 1 ? s.articleEsName || s.articleName : s.articleName;
}

/** The name with the searched text marked. */
function Highlighted({ name, text }: { name: string; text: string }) {
  const at = text ? name.toLowerCase().indexOf(text.toLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <span className={styles.mark}>{name.slice(at, at + text.length)}</span>
      {name.slice(at + text.length)}
    </>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search box (SPEC.md §2, §5): while the text is non-empty it suggests articles whose
 * name contains it (a combobox; arrow keys, Enter, Escape); the search button opens the menu item
 * whose name is exactly the text, or else the search results page.
 */
export function SiteSearch({ menu, className }: { menu: MenuItem[]; className?: string }) {
  const { t } = useTranslation();
  const lang = useSession((s) => s.lang);
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const trimmed = text.trim();
  const debounced = useDebounced(trimmed, SEARCH_DEBOUNCE_MS);
  // Only the current text's answer is shown: each text has its own query, so a late answer to an
  // older text lands in that text's cache entry and never on screen.
  const query = trimmed === '' ? '' : debounced;
  const preview = useArticlePreview(query);
  const suggestions = query !== '' ? (preview.data ?? []) : [];

  const [active, setActive] = useState({ query: '', index: -1 });
  const activeIndex = active.query === query && active.index < suggestions.length ? active.index : -1;

  const popupOpen = expanded && query !== '';
  const listOpen = popupOpen && suggestions.length > 0;
  let status = '';
  if (popupOpen && !preview.data && preview.isFetching) status = t('search.loading');
  else if (popupOpen && preview.isSuccess && suggestions.length === 0) status = t('search.empty');

  const reset = () => {
    setText('');
    setExpanded(false);
  };

  const choose = (suggestion: ArticleSuggestion) => {
    reset();
    navigate(articleHref(suggestion.id));
  };

  /**
   * The search button (and Enter without a chosen suggestion): the menu item whose name is exactly
   * the text (SPEC.md §5), else the search results of titles and bodies.
   */
  const search = () => {
    if (trimmed === '') {
      inputRef.current?.focus();
      return;
    }
    const item = findByExactName(menu, trimmed, lang);
    reset();
    if (item) navigate(menu.includes(item) ? menuHref(item) : childHref(item));
    else navigate(paths.search.getHref(trimmed));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  const move = (step: 1 | -1) => {
    if (!listOpen) {
      setExpanded(true);
      return;
    }
    const count = suggestions.length;
    const next = activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
    setActive({ query, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm a Chinese input method's candidate belong to the input method.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Escape':
        if (popupOpen) {
          event.preventDefault();
          event.stopPropagation();
          setExpanded(false);
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      case 'Enter':
        if (listOpen && activeIndex >= 0) {
          event.preventDefault();
          choose(suggestions[activeIndex]);
        }
        // Otherwise the form is submitted: the same as the search button.
        break;
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setExpanded(false);
  };

  return (
    <form
      role="search"
      className={`${styles.search} ${className ?? ''}`}
      onSubmit={onSubmit}
      onBlur={onBlur}
      noValidate
    >
      <input
        ref={inputRef}
        type="search"
        className={styles.input}
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listboxId}
        aria-activedescendant={listOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_SEARCH_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setExpanded(true);
        }}
        onFocus={() => setExpanded(true)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className={styles.button} aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
      <div className={styles.popup} hidden={!listOpen && !status}>
        <ul
          id={listboxId}
          role="listbox"
          className={styles.list}
          aria-label={t('search.suggestions')}
          hidden={!listOpen}
        >
          {listOpen
            ? suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  // The whole name, however the matched part is marked up.
                  aria-label={suggestionName(suggestion, lang)}
                  className={index === activeIndex ? styles.activeOption : styles.option}
                  // Keep the focus in the input; the click chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== activeIndex && setActive({ query, index })}
                  onClick={() => choose(suggestion)}
                >
                  <Highlighted name={suggestionName(suggestion, lang)} text={query} />
                </li>
              ))
            : null}
        </ul>
        {status ? (
          <p className={styles.status} role="status">
            {status}
          </p>
        ) : null}
      </div>
    </form>
  );
}
