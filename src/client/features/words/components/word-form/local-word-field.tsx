import { useMemo, useRef } from 'react';
import { TriangleAlert } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sortKey } from '@shared/alphabet';
import { wordKey, type WordEntry } from '@shared/schemas/words';
import { FormField } from '@client/components/form/form-field';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { FieldDescription } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { useFormErrorText } from '@client/lib/field-error';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDuplicateCheck } from '../../api/word-form-api';
import { DuplicateActions } from './duplicate-actions';
import { withHomographNumber, type SameSpelled } from './homograph';
import { useWordAlphabet } from './use-word-alphabet';
import type { WordFormValues } from './word-form-values';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

/** The duplicate check waits for 300 ms without typing, like the searches. */
const DUPLICATE_DEBOUNCE_MS = 300;

const toId = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);

/** The entries the server named when it refused a duplicate, for that language and spelling. */
export interface RefusedDuplicate {
  /** duplicateKey() of what was refused. */
  key: string;
  existing: SameSpelled[];
}

/** A language and spelling, as a duplicate is one (same language, same wordKey). */
export const duplicateKey = (languageId: string, localWord: string) =>
  `${languageId}:${wordKey(localWord)}`;

/**
 * Whether the language already has the word being typed, asked once typing pauses. Watched here
 * rather than by the whole form, so a key typed in the local word re-renders only what shows it.
 */
function useLiveDuplicate(entry: WordEntry | undefined) {
  const { control } = useFormContext<WordFormValues>();
  const [languageId, localWord] = useWatch({ control, name: ['languageId', 'localWord'] });
  const debouncedWord = useDebouncedValue(localWord, DUPLICATE_DEBOUNCE_MS);
  const check = useDuplicateCheck({
    languageId: toId(languageId),
    localWord: debouncedWord,
    excludeId: entry?.localWord.id,
  });
  // A numbered homograph shares its spelling on purpose: not a duplicate while it keeps it.
  const keptHomograph =
    entry?.localWord.homographNumber != null &&
    String(entry.localWord.languageId) === languageId &&
    wordKey(entry.localWord.localWord) === wordKey(localWord);
  const duplicate =
    check.data?.exists === true &&
    !keptHomograph &&
    toId(languageId) !== undefined &&
    wordKey(localWord) !== '';
  return { duplicate, key: duplicateKey(languageId, localWord) };
}

/**
 * The characters of the local word outside its language's alphabet, each once, as the server
 * will store them; none while the language has no alphabet.
 */
function useOutsideAlphabet() {
  const { control } = useFormContext<WordFormValues>();
  const localWord = useWatch({ control, name: 'localWord' });
  const alphabet = useWordAlphabet();
  const outside = useMemo(
    () => (alphabet ? sortKey(alphabet, localWord).outside : []),
    [alphabet, localWord],
  );
  return { alphabet, outside };
}

/**
 * The local word, with its letters picker (the language's own letters first). A word the language already has is flagged while
 * typing, and so are characters outside the language's alphabet (a warning: it can be saved
 * all the same); once the server has refused it, the ways on (add a sense, make a homograph) show
 * under it, while the language and spelling are still those refused.
 */
export function LocalWordField({
  entry,
  refused,
  busy,
  onHomograph,
}: {
  entry?: WordEntry;
  refused: RefusedDuplicate | null;
  busy: boolean;
  onHomograph: (existing: readonly SameSpelled[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useFormErrorText();
  const {
    register,
    setValue,
    formState: { errors, submitCount },
  } = useFormContext<WordFormValues>();
  const { duplicate, key } = useLiveDuplicate(entry);
  const sameSpelled = refused?.key === key ? refused.existing : null;
  const localWordRef = useRef<HTMLInputElement | null>(null);
  const field = register('localWord');
  const error = errorText(errors.localWord, undefined, {
    name: t('wordForm.localWord.label'),
    max: TEXT_LIMITS.name,
  });
  const homograph = entry?.localWord.homographNumber ?? null;
  const { alphabet, outside } = useOutsideAlphabet();
  const outsideText =
    outside.length > 0
      ? t('wordForm.localWord.outsideAlphabet', {
          count: outside.length,
          chars: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
            outside.map((char) => t('wordForm.localWord.quoted', { text: char })),
          ),
        })
      : null;
  /** The field's hint or error, then the warnings shown under it. */
  const describedBy = (own: string | undefined) =>
    [own, !error && duplicate && 'word-local-duplicate', outsideText && 'word-local-outside']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <FormField
      id="word-local"
      maxLength={TEXT_LIMITS.name}
      label={t('wordForm.localWord.label')}
      description={
        homograph !== null
          ? t('wordForm.localWord.homograph', {
              word: withHomographNumber(entry!.localWord.localWord, homograph),
            })
          : undefined
      }
      error={error}
      addon={
        <>
          {error && sameSpelled && (
            <DuplicateActions
              existing={sameSpelled}
              disabled={busy}
              onHomograph={() => onHomograph(sameSpelled)}
            />
          )}
          {!error && duplicate && (
            <p
              id="word-local-duplicate"
              role="status"
              className="flex items-start gap-2 text-sm font-medium text-destructive"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('wordForm.localWord.duplicate')}
            </p>
          )}
          <div aria-live="polite">
            {outsideText && (
              <p
                id="word-local-outside"
                className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-300"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {outsideText}
              </p>
            )}
          </div>
          <SpecialLettersPicker
            target={localWordRef}
            languageLetters={alphabet?.letters}
            fieldLabel={t('wordForm.localWord.label')}
            onInsert={(value) =>
              setValue('localWord', value, {
                shouldDirty: true,
                shouldValidate: submitCount > 0,
              })
            }
          />
        </>
      }
    >
      {(a11y) => (
        <Input
          placeholder={t('wordForm.localWord.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="text-lg md:text-base"
          {...a11y}
          // A word already in the dictionary is flagged before any submit.
          aria-invalid={a11y['aria-invalid'] || (duplicate ? true : undefined)}
          aria-describedby={describedBy(a11y['aria-describedby'])}
          {...field}
          ref={(element) => {
            field.ref(element);
            localWordRef.current = element;
          }}
        />
      )}
    </FormField>
  );
}

/** Under the submit button while the word is a duplicate: what saving will offer. */
export function DuplicateOnSaveHint({ entry }: { entry?: WordEntry }) {
  const { t } = useTranslation();
  const { duplicate } = useLiveDuplicate(entry);
  if (!duplicate) return null;
  return (
    <FieldDescription className="text-center sm:text-right">
      {t('wordForm.localWord.duplicateOnSave')}
    </FieldDescription>
  );
}
