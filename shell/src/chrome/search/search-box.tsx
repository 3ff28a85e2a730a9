import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { groupSearchResults, type SearchGroupKey } from './group-results';
import { recentSuggestions } from './recent-suggestions';
import type { SearchFn, SearchItem } from './search-types';
import { MIN_QUERY_LENGTH, useSearchSuggestions } from './use-search-suggestions';

const Box = styled.div`
  position: relative;
  width: 100%;
  input {
    width: 100%;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space(3)} 0 36px;
    border: 1px solid transparent;
    border-radius: 20px;
    font: inherit;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 1px;
  }
  > svg {
    position: absolute;
    left: 12px;
    top: 12px;
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
`;

const Popup = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 35;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.18);
  &[hidden] {
    display: none;
  }
  > p {
    margin: 0;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    color: ${({ theme }) => theme.colors.muted};
  }
  /* The listbox scrolls, not the popup: a combobox's listbox needs no tab stop of its own to be scrolled. */
  [role='listbox'] {
    max-height: min(70vh, 480px);
    overflow-y: auto;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space(2)};
  }
  .heading {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} ${theme.space(1)}`};
    font-size: 0.75rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  [role='option'] {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    cursor: pointer;
  }
  [role='option'][aria-selected='true'],
  [role='option']:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Badge = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
`;

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 11l4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const GROUP_TITLES: Record<SearchGroupKey, string> = {
  results: 'search.groups.results',
  recently: 'search.groups.recently',
  trending: 'search.groups.trending',
  topStories: 'search.groups.topStories',
};

interface Props {
  search: SearchFn;
  onOpenItem: (item: SearchItem) => void;
  loadRecent?: () => SearchItem[];
}

/** The header typeahead, built on the ARIA 1.2 combobox pattern with a grouped listbox. */
export function SearchBox({ search, onOpenItem, loadRecent = recentSuggestions }: Props) {
  const { t } = useTranslation('shell');
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<SearchItem[]>([]);
  const { answers, status, queryChanged, focused, cancel } = useSearchSuggestions(search);

  const typed = query.trim().length >= MIN_QUERY_LENGTH;
  const groups = useMemo(
    () => groupSearchResults(typed ? answers.typed : answers.initial, recent, typed ? query : ''),
    [answers, recent, typed, query],
  );
  const options = groups.flatMap((group) => group.items);
  const noMatches = typed && status === 'ready' && !groups.some((group) => group.key === 'results');
  const searching = status === 'loading' && options.length === 0;
  const expanded = open && (options.length > 0 || noMatches || searching);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;

  // Focus stays in the input, so the browser does not scroll the active option into view by itself.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (item: SearchItem) => {
    close();
    cancel();
    onOpenItem(item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (current < 0) return step > 0 ? 0 : options.length - 1;
        return (current + step + options.length) % options.length;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (query !== '') {
        setQuery('');
        queryChanged('');
      }
    }
  };

  let index = -1;
  return (
    <Box>
      <SearchIcon />
      <input
        type="text"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
          queryChanged(event.target.value);
        }}
        onFocus={() => {
          setRecent(loadRecent());
          setOpen(true);
          focused(query);
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <Popup hidden={!expanded}>
        {searching && <p role="status">{t('search.searching')}</p>}
        {noMatches && <p role="status">{t('search.noMatches')}</p>}
        <div role="listbox" id={listboxId} aria-label={t('search.suggestions')}>
          {groups.map((group) => (
            <ul key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
              <li role="presentation" id={`${id}-${group.key}`} className="heading">
                {t(GROUP_TITLES[group.key])}
              </li>
              {group.items.map((item) => {
                index += 1;
                const position = index;
                return (
                  <li
                    key={`${group.key}-${item.link}`}
                    id={optionId(position)}
                    role="option"
                    aria-selected={position === active}
                    // Keeps focus in the input, so the click below still finds the list open.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(item)}
                  >
                    <span>{item.label}</span>
                    {item.status === 'upcoming' && <Badge>{t('search.upcoming')}</Badge>}
                  </li>
                );
              })}
            </ul>
          ))}
        </div>
      </Popup>
    </Box>
  );
}
