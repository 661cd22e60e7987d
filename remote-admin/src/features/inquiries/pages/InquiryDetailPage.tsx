import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useLocation, useNavigate, useParams } from '@wallet/shared/router';
import { z } from 'zod';
import { formatKstDateTime, inquiryAnswerBodySchema, type Inquiry } from '@wallet/shared/domain';
import { SafeHtml } from '@wallet/shared/html';
import { answerCodeOf } from '@wallet/shared/store';
import { Button, ErrorNotice, Loading, TextAreaField } from '@wallet/shared/ui';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { fieldError } from '../../../lib/field-error';
import { SupportNav } from '../../../lib/SupportNav';
import { useAdminAnswerInquiryMutation, useAdminGetInquiryQuery } from '../api';
import { INQUIRIES_PATH, locationStateOf, type InquiryLocationState } from '../paths';
import '../../../lib/money-admin.css';
import '../inquiries.css';

const answerFormSchema = z.object({ answer: inquiryAnswerBodySchema.shape.answer });
type AnswerForm = z.infer<typeof answerFormSchema>;

const ANSWER_MAX_LENGTH = inquiryAnswerBodySchema.shape.answer.maxLength ?? 10_000;

/** The id of `/admin/inquiries/:id`, or null when the address holds none that can exist. */
function inquiryIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && String(id) === param ? id : null;
}

interface AnswerBoxProps {
  inquiry: Inquiry;
  listPath: string;
  /** Someone answered first: the page says so and shows their answer. */
  onAlreadyAnswered: () => void;
}

/**
 * The answer of a waiting inquiry, confirmed before it goes (an inquiry is answered once, for
 * good); registered, it returns to the list, which says so.
 */
function AnswerBox({ inquiry, listPath, onAlreadyAnswered }: AnswerBoxProps) {
  const { t } = useTranslation(['adminSupport', 'common']);
  const navigate = useNavigate();
  const [answer, call] = useAdminAnswerInquiryMutation();
  /** The answer waiting for its confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerForm>({
    resolver: zodResolver(answerFormSchema),
    defaultValues: { answer: '' },
  });

  const confirm = async () => {
    if (confirming === null || call.isLoading) return;
    setFailure(null);
    try {
      await answer({ id: inquiry.id, answer: confirming }).unwrap();
      const state: InquiryLocationState = { saved: t('inquiries.detail.done') };
      void navigate(listPath, { state });
    } catch (refusal) {
      const code = answerCodeOf(refusal);
      if (code === 'already_answered') {
        setConfirming(null);
        onAlreadyAnswered();
        return;
      }
      // Nothing was registered: the dialog stays, so the administrator can try again or go back.
      setFailure(t(code === 'not_found' ? 'inquiries.detail.notFound' : 'inquiries.detail.failed'));
    }
  };

  return (
    <>
      <form
        className="inquiry__answer-form"
        noValidate
        onSubmit={(event) =>
          void handleSubmit((form) => {
            setFailure(null);
            setConfirming(form.answer);
          })(event)
        }
      >
        <TextAreaField
          label={t('inquiries.detail.answerLabel')}
          hint={t('inquiries.detail.answerHint')}
          rows={8}
          maxLength={ANSWER_MAX_LENGTH}
          error={fieldError(t, errors.answer?.message)}
          {...register('answer')}
        />
        <Button type="submit" disabled={call.isLoading} aria-busy={call.isLoading}>
          {t('inquiries.detail.submit')}
        </Button>
      </form>
      {confirming !== null ? (
        <ConfirmDialog
          title={t('inquiries.detail.confirmTitle')}
          confirmLabel={t('inquiries.detail.submit')}
          busy={call.isLoading}
          error={failure}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setFailure(null);
            setConfirming(null);
          }}
        >
          <p>{t('inquiries.detail.confirmText', { username: inquiry.username })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** The inquiry: who asked what, in which category and when, and its answer or the answer box. */
function InquiryView({ inquiry, listPath, onAlreadyAnswered }: AnswerBoxProps) {
  const { t } = useTranslation('adminSupport');
  const facts = [
    { label: t('inquiries.detail.author'), value: inquiry.username },
    { label: t('inquiries.detail.category'), value: t(`inquiries.categories.${inquiry.category}`) },
    { label: t('inquiries.detail.createdAt'), value: formatKstDateTime(inquiry.created_at) },
    { label: t('inquiries.detail.status'), value: t(`inquiries.statuses.${inquiry.status}`) },
    ...(inquiry.answered_at
      ? [{ label: t('inquiries.detail.answeredAt'), value: formatKstDateTime(inquiry.answered_at) }]
      : []),
  ];
  return (
    <>
      <dl className="money-admin__summary">
        {facts.map(({ label, value }) => (
          <div key={label} className="money-admin__summary-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('inquiries.detail.content')}</h2>
      {inquiry.content.trim() ? (
        <SafeHtml html={inquiry.content} keepLineBreaks as="article" className="inquiry__text" />
      ) : (
        <p className="money-admin__empty">{t('inquiries.detail.noContent')}</p>
      )}
      <h2>{t('inquiries.detail.answer')}</h2>
      {inquiry.status === 'answered' ? (
        <SafeHtml html={inquiry.answer ?? ''} keepLineBreaks className="inquiry__text" />
      ) : (
        <AnswerBox inquiry={inquiry} listPath={listPath} onAlreadyAnswered={onAlreadyAnswered} />
      )}
    </>
  );
}

/**
 * /admin/inquiries/:id: one inquiry, its content rendered as HTML through SafeHtml (so nothing in
 * it runs), and its one answer. Back returns to the list as it was left.
 */
export default function InquiryDetailPage() {
  const { t } = useTranslation(['adminSupport', 'adminMoney', 'common']);
  const { id: param } = useParams();
  const location = useLocation();
  const id = inquiryIdOf(param);
  const listPath = `${INQUIRIES_PATH}${locationStateOf(location.state).from ?? ''}`;
  const { data, error, isError, refetch } = useAdminGetInquiryQuery(id ?? 0, { skip: id === null });
  const [alreadyAnswered, setAlreadyAnswered] = useState(false);
  const missing = id === null || answerCodeOf(error) === 'not_found';

  return (
    <section className="money-admin inquiry" aria-labelledby="inquiry-title">
      <h1 id="inquiry-title">{data && !missing ? data.title : t('inquiries.title')}</h1>
      <SupportNav />
      <div className="inquiry__back">
        <Link to={listPath} className="ui-button ui-button--secondary">
          {t('inquiries.detail.back')}
        </Link>
      </div>
      {alreadyAnswered ? <ErrorNotice message={t('inquiries.detail.alreadyAnswered')} /> : null}
      {missing ? (
        <ErrorNotice message={t('inquiries.detail.notFound')} />
      ) : isError ? (
        <ErrorNotice
          message={t('inquiries.detail.loadFailed')}
          action={<Button onClick={() => void refetch()}>{t('adminMoney:list.retry')}</Button>}
        />
      ) : data ? (
        <InquiryView
          inquiry={data}
          listPath={listPath}
          // The refused answer refreshes the inquiry (its tag), so the first answer replaces the box.
          onAlreadyAnswered={() => setAlreadyAnswered(true)}
        />
      ) : (
        <Loading label={t('common:loading')} />
      )}
    </section>
  );
}
