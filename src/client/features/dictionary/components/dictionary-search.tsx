import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DictionarySide } from '@shared/schemas/dictionary';
import type { DictionarySearchHit } from '@shared/schemas/words';
import { dictionaryWordPath } from '@shared/pages';
import { FormSection } from '@client/components/form/form-section';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '@client/lib/search-term';
import { useDictionarySearch } from '../api/dictionary-queries';
import { otherSide, sideLabels, sideLang } from './side-labels';
import { ipaForDisplay } from '@shared/ipa';

/**
 * The dictionary's search: from 2 characters, 300 ms after the last key, accents
 * aside; each hit links to its page. The search is kept in the address (?q=), so coming back from
 * a word shows the same hits. A failed search shows no hit, silently.
 */
export function DictionarySearch({ side }: { side: DictionarySide }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [params, setParams] = useSearchParams();
  const q = searchTerm(params.get('q') ?? '');
  const [text, setText] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = useDictionarySearch(side, q);

  const typed = searchTerm(text);
  const settled = typed === q;
  const hits = typed && settled ? (search.data ?? []) : [];

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = searchTerm(value);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const searching = typed !== '' && (!settled || search.isPending);
  let status = '';
  if (searching) status = t('referenceDictionary.page.search.searching');
  else if (typed && hits.length === 0)
    status = t('referenceDictionary.page.search.noResults', { query: q });

  return (
    <FormSection title={t('referenceDictionary.page.search.title')}>
      <search className="grid gap-1.5">
        <div className="relative max-w-xl">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            lang={sideLang(side)}
            aria-label={t(sideLabels(side).searchLabel)}
            aria-describedby={hintId}
            placeholder={t('referenceDictionary.page.search.placeholder')}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            enterKeyHint="search"
            spellCheck={false}
            autoCapitalize="off"
            className="pl-9"
          />
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t('referenceDictionary.page.search.hint')}
        </p>
      </search>
      <p
        role="status"
        className={status ? 'flex items-center gap-2 text-sm text-muted-foreground' : 'sr-only'}
      >
        {searching && <Spinner />}
        {status}
      </p>
      {hits.length > 0 && (
        <ul
          aria-label={t('referenceDictionary.page.search.resultsLabel')}
          className="grid gap-2 md:grid-cols-2"
        >
          {hits.map((hit) => (
            <li key={hit.id}>
              <SearchHit side={side} hit={hit} />
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}

function SearchHit({ side, hit }: { side: DictionarySide; hit: DictionarySearchHit }) {
  const { t } = useTranslation();
  const other = otherSide(side);
  return (
    <Link
      to={dictionaryWordPath(side, hit.id)}
      className="grid h-full gap-1 rounded-md border p-3 ring-offset-background outline-hidden transition-colors hover:border-primary/40 hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
    >
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
        <span lang={sideLang(side)} className="font-semibold break-words">
          {hit.word}
        </span>
        {hit.partOfSpeech && (
          <span lang={sideLang(side)} className="text-sm text-muted-foreground italic">
            {hit.partOfSpeech}
          </span>
        )}
        {hit.pronunciation && (
          <span className="font-mono text-sm text-muted-foreground">
            {ipaForDisplay(hit.pronunciation)}
          </span>
        )}
      </span>
      {hit.definition && (
        <span lang={sideLang(side)} className="line-clamp-2 text-sm text-muted-foreground">
          {hit.definition}
        </span>
      )}
      {hit.equivalent && (
        <span className="text-sm">
          <span className="text-muted-foreground">
            {t('referenceDictionary.labelPrefix', { label: t(sideLabels(other).name) })}{' '}
          </span>
          <span lang={sideLang(other)} className="font-medium">
            {hit.equivalent.word}
          </span>
        </span>
      )}
    </Link>
  );
}
