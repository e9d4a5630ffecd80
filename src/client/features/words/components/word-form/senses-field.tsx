import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_SENSES } from '@shared/schemas/lexicon';
import { FormField } from '@client/components/form/form-field';
import { Button } from '@client/components/ui/button';
import { FieldDescription } from '@client/components/ui/field';
import { IconButton } from '@client/components/ui/icon-button';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useFormErrorText } from '@client/lib/field-error';
import { DictionaryField, sensePath, sideId } from './dictionary-field';
import { ExamplesField } from './examples-field';
import { senseValues, sideIsEmpty, type WordFormValues } from './word-form-values';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

const focusLater = (id: string) =>
  requestAnimationFrame(() => document.getElementById(id)?.focus());

const senseId = (n: number, part: string) => `word-sense-${n}-${part}`;

/**
 * The word's senses, in order (the first is the main one): up to 20, each movable up and down
 * and removable while another remains. A new sense takes the focus in its French word.
 */
export function SensesField() {
  const { t } = useTranslation();
  const { control } = useFormContext<WordFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'senses' });
  const full = fields.length >= MAX_SENSES;

  const moveTo = (from: number, to: number) => {
    move(from, to);
    // The focus follows the moved sense, on the same move button while it still works.
    const up = to < from;
    const sameStillWorks = up ? to > 0 : to < fields.length - 1;
    focusLater(senseId(to + 1, up === sameStillWorks ? 'up' : 'down'));
  };

  return (
    <div className="grid gap-4">
      <ol className="grid gap-4" aria-label={t('wordForm.senses.listLabel')}>
        {fields.map((field, index) => (
          <li key={field.id}>
            <SenseItem
              index={index}
              count={fields.length}
              onMoveUp={() => moveTo(index, index - 1)}
              onMoveDown={() => moveTo(index, index + 1)}
              onRemove={() => {
                remove(index);
                focusLater(senseId(Math.max(1, index), 'heading'));
              }}
            />
          </li>
        ))}
      </ol>
      <div className="grid justify-items-start gap-1">
        <Button
          variant="outline"
          disabled={full}
          onClick={() => {
            append(senseValues(), { shouldFocus: false });
            focusLater(sideId(fields.length, 'french', 'search'));
          }}
        >
          <Plus aria-hidden="true" />
          {t('wordForm.senses.add')}
        </Button>
        {full && (
          <FieldDescription>{t('wordForm.senses.max', { max: MAX_SENSES })}</FieldDescription>
        )}
      </div>
    </div>
  );
}

interface SenseItemProps {
  index: number;
  count: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** One sense: its French and English words, definitions, semantic domain and examples. */
function SenseItem({ index, count, onMoveUp, onMoveDown, onRemove }: SenseItemProps) {
  const { t } = useTranslation();
  const errorText = useFormErrorText();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<WordFormValues>();
  const n = index + 1;
  const senseErrors = errors.senses?.[index];
  const sides = useWatch({
    control,
    name: [
      sensePath(index, 'frenchMode'),
      sensePath(index, 'frenchPick'),
      sensePath(index, 'frenchWord'),
      sensePath(index, 'englishMode'),
      sensePath(index, 'englishPick'),
      sensePath(index, 'englishWord'),
    ],
  });
  const [frenchMode, frenchPick, frenchWord, englishMode, englishPick, englishWord] = sides;
  const sideValues = { frenchMode, frenchPick, frenchWord, englishMode, englishPick, englishWord };
  // Without an English word a sense is saved all the same: a warning, once French is there.
  const noEnglish = sideIsEmpty(sideValues, 'english') && !sideIsEmpty(sideValues, 'french');

  return (
    <div
      role="group"
      aria-labelledby={senseId(n, 'heading')}
      className="grid gap-4 rounded-lg border p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={senseId(n, 'heading')} tabIndex={-1} className="font-medium outline-none">
          {t('wordForm.senses.heading', { n })}
        </h3>
        <div className="-my-1 flex items-center gap-1">
          <IconButton
            id={senseId(n, 'up')}
            label={t('wordForm.senses.moveUp', { n })}
            tooltip={t('wordForm.senses.moveUpShort')}
            className="size-9 text-muted-foreground"
            disabled={index === 0}
            onClick={onMoveUp}
          >
            <ArrowUp aria-hidden="true" />
          </IconButton>
          <IconButton
            id={senseId(n, 'down')}
            label={t('wordForm.senses.moveDown', { n })}
            tooltip={t('wordForm.senses.moveDownShort')}
            className="size-9 text-muted-foreground"
            disabled={index === count - 1}
            onClick={onMoveDown}
          >
            <ArrowDown aria-hidden="true" />
          </IconButton>
          <IconButton
            label={t('wordForm.senses.remove', { n })}
            tooltip={t('wordForm.senses.removeShort')}
            className="size-9 text-muted-foreground hover:text-destructive"
            disabled={count === 1}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </div>
      </div>

      <DictionaryField
        index={index}
        side="french"
        error={errorText(
          senseErrors?.frenchWord,
          { n },
          { name: t('wordForm.french.label'), max: TEXT_LIMITS.name },
        )}
      />
      <DictionaryField
        index={index}
        side="english"
        error={errorText(senseErrors?.englishWord, undefined, {
          name: t('wordForm.english.label'),
          max: TEXT_LIMITS.name,
        })}
        warning={noEnglish ? t('wordForm.english.missing') : undefined}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={senseId(n, 'french-definition')}
          maxLength={TEXT_LIMITS.longText}
          label={t('wordForm.senses.frenchDefinition')}
          error={senseErrors?.frenchDefinition}
        >
          {(a11y) => (
            <Textarea rows={2} {...a11y} {...register(sensePath(index, 'frenchDefinition'))} />
          )}
        </FormField>
        <FormField
          id={senseId(n, 'english-definition')}
          maxLength={TEXT_LIMITS.longText}
          label={t('wordForm.senses.englishDefinition')}
          error={senseErrors?.englishDefinition}
        >
          {(a11y) => (
            <Textarea rows={2} {...a11y} {...register(sensePath(index, 'englishDefinition'))} />
          )}
        </FormField>
      </div>
      <FormField
        id={senseId(n, 'semantic-domain')}
        maxLength={TEXT_LIMITS.name}
        label={t('wordForm.senses.semanticDomain')}
        error={senseErrors?.semanticDomain}
      >
        {(a11y) => (
          <Input
            placeholder={t('wordForm.senses.semanticDomainPlaceholder')}
            {...a11y}
            {...register(sensePath(index, 'semanticDomain'))}
          />
        )}
      </FormField>

      <div className="grid gap-2">
        <h4 className="text-sm font-medium">{t('wordForm.sections.examples')}</h4>
        <ExamplesField senseIndex={index} />
      </div>
    </div>
  );
}
