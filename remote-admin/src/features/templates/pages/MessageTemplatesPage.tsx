import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation, LANGUAGE_NAMES } from '@wallet/shared/i18n';
import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  editedMessageTemplateSchema,
  type Language,
  type MessageTemplate,
} from '@wallet/shared/domain';
import { Button, EmptyState, ErrorNotice, FormFooter, Loading, Tabs } from '@wallet/shared/ui';
import { useListMessageTemplatesQuery, useSaveMessageTemplatesMutation } from '../api';
import {
  TemplateFields,
  templateFieldPath,
  type TemplatesForm,
} from '../components/TemplateFields';
import '../../../lib/money-admin.css';

// The form always holds every language of every template the server listed.
const formSchema = z.object({ templates: z.array(editedMessageTemplateSchema) });

type TextPath = ReturnType<typeof templateFieldPath>;

/** Stands for the language's name in a translated text, to cut the text around it. */
const NAME_MARK = '\u0000';

/**
 * A language's name in that language, marked with its own `lang`: the browser draws it in that
 * script's forms, and a screen reader that follows `lang` reads it in that language. `around` is
 * the translated text before and after it. (react-i18next's Trans would do this, but the shared
 * i18n module carries only what every page needs, and Trans would add about 4.7 KB gzip -9 to
 * every first page.)
 */
function LanguageName({
  language,
  around = ['', ''],
}: {
  language: Language;
  around?: readonly [before: string, after: string];
}) {
  const [before, after] = around;
  return (
    <>
      {before}
      <span lang={language}>{LANGUAGE_NAMES[language]}</span>
      {after}
    </>
  );
}

/** The first field of a language's texts that breaks a rule, or null when they are all right. */
function firstError(
  errors: FieldErrors<TemplatesForm>,
  language: Language,
  count: number,
): TextPath | null {
  for (let index = 0; index < count; index += 1) {
    const template = errors.templates?.[index];
    const text = language === DEFAULT_LANGUAGE ? template : template?.translations?.[language];
    if (text?.label) return templateFieldPath(index, language, 'label');
    if (text?.content) return templateFieldPath(index, language, 'content');
  }
  return null;
}

/**
 * The list of templates with one Save, one tab per language (the administrator's own first
 * shown); the outcome is "saved" or "save failed". Every language's text travels in
 * the one form, so a Save sends all of them.
 */
function TemplatesEditor({ templates }: { templates: MessageTemplate[] }) {
  const { t, i18n } = useTranslation(['adminMoney', 'common']);
  const [save, { isLoading }] = useSaveMessageTemplatesMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const [language, setLanguage] = useState<Language>(
    isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
  );
  const focusNext = useRef<TextPath | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<TemplatesForm>({ resolver: zodResolver(formSchema), defaultValues: { templates } });

  // Once the tab holding the field to correct is shown (its fields exist again), focus it.
  useEffect(() => {
    if (!focusNext.current) return;
    setFocus(focusNext.current);
    focusNext.current = null;
  }, [language, setFocus]);

  const onSubmit = async ({ templates: edited }: TemplatesForm) => {
    setOutcome(null);
    try {
      await save(edited).unwrap();
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };
  // A text to correct may sit in another language's tab (the form focuses fields it shows).
  const onInvalid = (found: FieldErrors<TemplatesForm>) => {
    if (firstError(found, language, templates.length)) return;
    const other = LANGUAGES.find((candidate) => firstError(found, candidate, templates.length));
    if (!other) return;
    focusNext.current = firstError(found, other, templates.length);
    setLanguage(other);
  };

  // The translated "{{language}} (to correct)", cut where the name goes (see LanguageName).
  const [before = '', after = ''] = t('templates.languageToCorrect', {
    language: NAME_MARK,
  }).split(NAME_MARK);
  const toCorrect = [before, after] as const;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit, onInvalid)(event)}>
      <Tabs
        label={t('templates.languages')}
        selected={language}
        onSelect={setLanguage}
        tabs={LANGUAGES.map((key) => ({
          key,
          // Each language's name is written in that language, so it carries its own `lang`.
          label: (
            <LanguageName
              language={key}
              around={firstError(errors, key, templates.length) ? toCorrect : undefined}
            />
          ),
          render: () =>
            templates.map((template, index) => (
              <TemplateFields
                key={template.template_key}
                index={index}
                template={template}
                language={key}
                register={register}
                errors={errors}
              />
            )),
        }))}
      />
      <FormFooter
        outcome={
          outcome === null
            ? null
            : outcome === 'saved'
              ? { ok: true, message: t('templates.saved') }
              : { ok: false, message: t('templates.saveFailed') }
        }
      >
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {t('templates.save')}
        </Button>
      </FormFooter>
    </form>
  );
}

/** /admin/messages/templates: the auto-messages sent to members (docs/product.md §3). */
export default function MessageTemplatesPage() {
  const { t } = useTranslation(['adminMoney', 'common']);
  const { data, isError, refetch } = useListMessageTemplatesQuery();

  return (
    <section className="money-admin" aria-labelledby="templates-title">
      <h1 id="templates-title">{t('templates.title')}</h1>
      <p>{t('templates.intro')}</p>
      {isError ? (
        <ErrorNotice
          message={t('templates.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('list.retry')}</Button>}
        />
      ) : !data ? (
        <Loading label={t('common:loading')} />
      ) : data.length === 0 ? (
        <EmptyState message={t('templates.empty')} />
      ) : (
        <TemplatesEditor templates={data} />
      )}
    </section>
  );
}
