import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { messageTemplatesBodySchema, type MessageTemplate } from '@wallet/shared/domain';
import { Button, ErrorNotice, FormFooter, Loading } from '@wallet/shared/ui';
import { useListMessageTemplatesQuery, useSaveMessageTemplatesMutation } from '../api';
import { TemplateFields, type TemplatesForm } from '../components/TemplateFields';
import '../../../lib/money-admin.css';

const formSchema = z.object({ templates: messageTemplatesBodySchema });

/** The list of templates with one Save; the outcome is the spec's "saved" or "save failed". */
function TemplatesEditor({ templates }: { templates: MessageTemplate[] }) {
  const { t } = useTranslation(['adminMoney', 'common']);
  const [save, { isLoading }] = useSaveMessageTemplatesMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplatesForm>({ resolver: zodResolver(formSchema), defaultValues: { templates } });

  const onSubmit = async ({ templates: edited }: TemplatesForm) => {
    setOutcome(null);
    try {
      await save(edited).unwrap();
      setOutcome('saved');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      {templates.map((template, index) => (
        <TemplateFields
          key={template.template_key}
          index={index}
          template={template}
          register={register}
          errors={errors}
        />
      ))}
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
        <p>{t('templates.empty')}</p>
      ) : (
        <TemplatesEditor templates={data} />
      )}
    </section>
  );
}
