import { useTranslation } from 'react-i18next';
import type { Sense } from '@shared/schemas/words';
import { ExamplesList } from '@client/components/dictionary/examples-list';
import { GlossPanel } from '@client/components/dictionary/gloss-panel';

/**
 * A word's meanings. One sense reads as a word always read here (its French and English words,
 * then its examples); several are numbered 1., 2., each with its own glosses, definitions, domain
 * and examples.
 */
export function WordSenses({
  senses,
  lang,
  titleId,
  SubHeading,
}: {
  senses: Sense[];
  /** The `lang` of the word's language, for the examples. */
  lang: string;
  /** The entry's heading id: the section's heading ids are made from it. */
  titleId: string;
  SubHeading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const [only] = senses;
  if (senses.length === 1 && only) return <SenseBody sense={only} lang={lang} />;
  return (
    <section aria-labelledby={`${titleId}-senses`}>
      <SubHeading id={`${titleId}-senses`} className="sr-only">
        {t('wordPage.senses')}
      </SubHeading>
      <ol className="grid gap-6">
        {senses.map((sense, i) => (
          <li key={sense.id} className="flex gap-3">
            <span className="pt-4 text-lg font-semibold tabular-nums sm:pt-5">{`${i + 1}.`}</span>
            <div className="grid min-w-0 flex-1 gap-4">
              <SenseBody sense={sense} lang={lang} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

function SenseBody({ sense, lang }: { sense: Sense; lang: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2 sm:p-5">
        <GlossPanel
          side="english"
          entry={sense.englishWord}
          definition={sense.englishDefinition}
          showPronunciation
        />
        <GlossPanel
          side="french"
          entry={sense.frenchWord}
          definition={sense.frenchDefinition}
          showPronunciation
        />
        {sense.semanticDomain && (
          <p className="text-sm text-muted-foreground sm:col-span-2">
            {t('wordPage.semanticDomain', { domain: sense.semanticDomain })}
          </p>
        )}
      </div>
      <ExamplesList examples={sense.examples} lang={lang} />
    </>
  );
}
