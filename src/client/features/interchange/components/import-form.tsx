import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileSearch, X } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { INTERCHANGE_FORMATS, type InterchangePreview } from '@shared/schemas/interchange';
import { FormField } from '@client/components/form/form-field';
import { FormSection } from '@client/components/form/form-section';
import { Button } from '@client/components/ui/button';
import { FieldError } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Progress } from '@client/components/ui/progress';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { Spinner } from '@client/components/ui/spinner';
import { useErrorMessage } from '@client/lib/error-message';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { requestPreview } from '../api/interchange-api';
import { acceptAttribute, acceptsFile } from './file-types';
import { ImportHelp } from './import-help';

const FILE_INPUT_ID = 'interchange-file';

/** The form's rules; each message is a key of interchange.form.errors. */
const ImportFormSchema = z
  .object({
    languageId: z.string().min(1, { error: 'languageRequired' }),
    format: z.enum(INTERCHANGE_FORMATS),
    file: z.custom<File | null>((value) => value instanceof File, { error: 'fileRequired' }),
  })
  .superRefine((values, context) => {
    if (values.file && !acceptsFile(values.format, values.file.name)) {
      context.addIssue({
        code: 'custom',
        path: ['file'],
        message: values.format === 'lift' ? 'fileNotLift' : 'fileNotCsv',
      });
    }
  });

type ImportFormValues = z.infer<typeof ImportFormSchema>;

const ERROR_KEYS = ['languageRequired', 'fileRequired', 'fileNotLift', 'fileNotCsv'] as const;
const isErrorKey = (message: string): message is (typeof ERROR_KEYS)[number] =>
  (ERROR_KEYS as readonly string[]).includes(message);

/** Where the upload stands: the share sent, then the server reading what it received. */
type Upload = { sent: number } | null;

/**
 * The first step: the language, the format and the file. A file whose name is not one the format
 * takes is refused here, before anything is sent; then the upload shows its progress (it can be
 * abandoned), and the server's refusal of the file is said on the file field.
 */
export function ImportForm({
  initialLanguageId,
  onPreview,
}: {
  initialLanguageId: number | null;
  onPreview: (preview: InterchangePreview) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const languages = useLanguageOptions();
  const fileInput = useRef<HTMLInputElement | null>(null);
  const abort = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload>(null);

  const {
    control,
    handleSubmit,
    setValue,
    setError,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ImportFormValues>({
    resolver: zodResolver(ImportFormSchema),
    defaultValues: {
      languageId: initialLanguageId === null ? '' : String(initialLanguageId),
      format: 'lift',
      file: null,
    },
  });
  const format = useWatch({ control, name: 'format' });
  const uploading = upload !== null;

  const errorText = (message: string | undefined) => {
    if (!message) return undefined;
    return isErrorKey(message) ? t(`interchange.form.errors.${message}`) : message;
  };

  const onValid = async (values: ImportFormValues) => {
    if (!values.file) return;
    const controller = new AbortController();
    abort.current = controller;
    setUpload({ sent: 0 });
    try {
      const preview = await requestPreview(
        { file: values.file, languageId: Number(values.languageId), format: values.format },
        { signal: controller.signal, onProgress: (sent) => setUpload({ sent }) },
      );
      onPreview(preview);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // The file refused whole (not LIFT, a zip without its document...): said on its field,
      // which takes the focus once enabled again (a disabled control cannot take it).
      setError('file', { type: 'server', message: errorMessage(error) });
      flushSync(() => setUpload(null));
      fileInput.current?.focus();
    } finally {
      abort.current = null;
      setUpload(null);
    }
  };

  const languageList = languages.data ?? [];
  return (
    <FormSection
      title={t('interchange.form.title')}
      description={t('interchange.form.description')}
    >
      <form
        noValidate
        className="grid gap-5"
        aria-busy={uploading}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
      >
        <FormField
          id="interchange-language"
          label={t('interchange.form.language')}
          error={errorText(errors.languageId?.message)}
        >
          {(a11y) => (
            <Controller
              control={control}
              name="languageId"
              render={({ field }) => (
                <Select
                  value={field.value}
                  onValueChange={field.onChange}
                  disabled={uploading || languageList.length === 0}
                >
                  <SelectTrigger {...a11y} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue
                      placeholder={
                        languages.data && languageList.length === 0
                          ? t('interchange.form.languageNone')
                          : t('interchange.form.languagePlaceholder')
                      }
                    />
                  </SelectTrigger>
                  <SelectContent>
                    {languageList.map((language) => (
                      <SelectItem key={language.id} value={String(language.id)}>
                        {language.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          )}
        </FormField>

        <Controller
          control={control}
          name="format"
          render={({ field }) => (
            <fieldset className="grid gap-2" disabled={uploading}>
              <legend className="mb-2 text-sm font-medium">{t('interchange.form.format')}</legend>
              {INTERCHANGE_FORMATS.map((value) => (
                <label key={value} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => {
                      field.onChange(value);
                      // A file already chosen is checked again against the new format.
                      if (getValues('file')) void trigger('file');
                    }}
                    className="mt-0.5 size-4 shrink-0 accent-primary"
                  />
                  <span>
                    <span className="font-medium">{t(`interchange.formats.${value}.name`)}</span>
                    <span className="text-muted-foreground">
                      {' — '}
                      {t(`interchange.formats.${value}.tools`)}
                    </span>
                  </span>
                </label>
              ))}
            </fieldset>
          )}
        />

        <FormField
          id={FILE_INPUT_ID}
          label={t('interchange.form.file')}
          description={t(`interchange.form.fileHint.${format}`)}
          error={errorText(errors.file?.message)}
          announceError
        >
          {(a11y) => (
            <Input
              {...a11y}
              ref={fileInput}
              type="file"
              name="file"
              accept={acceptAttribute(format)}
              disabled={uploading}
              className="h-auto py-1.5"
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                // Checked at once: a wrong file is said before anything is sent.
                setValue('file', file, { shouldValidate: true });
              }}
            />
          )}
        </FormField>

        <ImportHelp format={format} />

        {upload && <UploadProgress sent={upload.sent} />}
        {languages.isError && (
          <FieldError role="alert">{t('interchange.form.languageLoadError')}</FieldError>
        )}

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={uploading}>
            {uploading ? <Spinner /> : <FileSearch aria-hidden="true" />}
            {uploading ? t('interchange.form.reading') : t('interchange.form.submit')}
          </Button>
          {uploading && (
            <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
              <X aria-hidden="true" />
              {t('interchange.form.abortUpload')}
            </Button>
          )}
        </div>
      </form>
    </FormSection>
  );
}

/** The upload's bar: the share sent, then an unknown wait while the server reads the file. */
function UploadProgress({ sent }: { sent: number }) {
  const { t } = useTranslation();
  const done = sent >= 1;
  const percent = Math.round(sent * 100);
  const text = done
    ? t('interchange.form.serverReading')
    : t('interchange.form.uploading', { percent });
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {done ? text : t('interchange.form.uploadingShort')}
      </p>
      <Progress
        value={done ? undefined : sent}
        aria-label={t('interchange.form.uploadProgress')}
        valueText={text}
      />
    </div>
  );
}
