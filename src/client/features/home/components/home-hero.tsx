import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Search } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { siteName } from '@client/lib/site';
import { cn } from '@client/lib/utils';
import { HERO_IMAGES, HERO_INTERVAL_MS } from './hero-art';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The index of the background shown, moving every HERO_INTERVAL_MS unless motion is reduced. */
function useRotation(count: number) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    let timer: number | undefined;
    const start = () => {
      window.clearInterval(timer);
      if (!query.matches) {
        timer = window.setInterval(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
      }
    };
    start();
    query.addEventListener('change', start);
    return () => {
      window.clearInterval(timer);
      query.removeEventListener('change', start);
    };
  }, [count]);
  return index;
}

/**
 * The home page's top: rotating background artwork, the site's name and tagline, the
 * search box (to /browse?q=) and a link to browse every word.
 */
export function HomeHero() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The browse page in this page's language (/en/browse under the English addresses).
  const browseHref = useHref('/browse');
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const index = useRotation(HERO_IMAGES.length);
  const reduced = prefersReducedMotion();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate(q ? `/browse?${new URLSearchParams({ q })}` : '/browse');
  };

  return (
    <section className="relative isolate overflow-hidden border-b" data-slide={index}>
      {/* Decorative: only the shown image and the next one are fetched (costly connections). */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        {HERO_IMAGES.map((src, i) => {
          const shown = i === index;
          const next = i === (index + 1) % HERO_IMAGES.length;
          return (
            <div
              key={src}
              data-testid="hero-image"
              data-active={shown}
              className={cn(
                'absolute inset-0 bg-cover bg-center transition-opacity duration-1000 motion-reduce:transition-none',
                shown ? 'opacity-100' : 'opacity-0',
              )}
              style={shown || (next && !reduced) ? { backgroundImage: `url(${src})` } : undefined}
            />
          );
        })}
        <div className="absolute inset-0 bg-gradient-to-b from-background/40 via-background/70 to-background" />
      </div>
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 pt-16 pb-14 text-center md:pt-24 md:pb-20">
        <h1 className="text-4xl font-bold tracking-tight md:text-6xl">{siteName}</h1>
        <p className="mt-4 text-xl font-medium text-balance text-primary md:text-2xl">
          {t('site.tagline')}
        </p>
        <p className="mt-4 max-w-2xl text-balance text-muted-foreground">{t('home.heroTitle')}</p>
        {/* action and method: the search still works before (or without) JavaScript. */}
        <form
          role="search"
          action={browseHref}
          method="get"
          onSubmit={submit}
          className="mt-8 flex w-full max-w-xl gap-2"
        >
          <label htmlFor={inputId} className="sr-only">
            {t('home.searchLabel')}
          </label>
          <Input
            id={inputId}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('home.searchPlaceholder')}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            className="h-12 bg-background text-base shadow-sm"
          />
          <Button type="submit" className="h-12 px-5">
            <Search aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('home.searchButton')}</span>
          </Button>
        </form>
        <p id={hintId} className="mt-2 text-sm text-muted-foreground">
          {t('home.searchHint')}
        </p>
        <Button asChild variant="link" className="mt-4">
          <Link to="/browse">
            {t('home.browseAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
