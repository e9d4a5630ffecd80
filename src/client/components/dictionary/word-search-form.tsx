import { useId, useState, type FormEvent } from 'react';
import { useHref } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { SEARCH_MIN_LENGTH } from '@shared/search-text';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { searchTerm } from '@client/lib/search-term';

/**
 * The public search box (the browse page, a word page that found nothing): a plain GET form to
 * /browse (in the page's language: /en/browse under the English addresses, decision 036), so it
 * works before and without JavaScript. A text the search would not look for
 * (under SEARCH_MIN_LENGTH characters once folded) is not sent: the box says why instead, and
 * says it too when the address carried one (`tooShort`, a form sent without JavaScript).
 */
export function WordSearchForm({
  initial,
  tooShort = false,
  onSearch,
  path = '/browse',
  strings = 'browse',
}: {
  initial: string;
  /** The page the form searches (the plain form's action, under the page's language). */
  path?: string;
  /** Whose labels it shows: the words' search, or the expressions'. */
  strings?: 'browse' | 'expressionsPage';
  /** `initial` is a search too short to run, from the address. */
  tooShort?: boolean;
  /** A text to search ('' to search nothing), trimmed. */
  onSearch: (q: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const messageId = useId();
  const [text, setText] = useState(initial);
  const [refused, setRefused] = useState<string | null>(tooShort && initial ? initial : null);
  const action = useHref(path);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q && !searchTerm(q)) {
      setRefused(q);
      return;
    }
    setRefused(null);
    onSearch(q);
  };
  return (
    <div className="grid gap-2">
      <form role="search" action={action} method="get" onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t(`${strings}.searchLabel`)}
        </label>
        <Input
          id={id}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t(`${strings}.searchPlaceholder`)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={refused === null ? undefined : messageId}
          className="h-11"
        />
        <Button type="submit" className="h-11">
          <Search aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{t(`${strings}.searchButton`)}</span>
        </Button>
      </form>
      {/* Always there, so a screen reader hears the message when it appears. */}
      <p id={messageId} role="status" className="text-sm empty:hidden">
        {refused !== null && t(`${strings}.searchTooShort`, { min: SEARCH_MIN_LENGTH, q: refused })}
      </p>
    </div>
  );
}
