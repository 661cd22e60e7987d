import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import {
  MESSAGE_RECIPIENTS_MAX,
  sendMessageBodySchema,
  type AnswerCode,
  type SendMessageBody,
  type SentMessage,
} from '@wallet/shared/domain';
import { answerCodeOf } from '@wallet/shared/store';
import { Button, StatusNotice } from '@wallet/shared/ui';
import { fieldCodesOf } from '../../../lib/api-refusal';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { fieldError } from '../../../lib/field-error';
import { TitleAndContentFields } from '../../../lib/TitleAndContentFields';
import { useAdminSendMessageMutation } from '../api';
import { MessagesNav } from '../components/MessagesNav';
import { RecipientPicker } from '../components/RecipientPicker';
import {
  AUDIENCES,
  EMPTY_SEND_FORM,
  bodyOf,
  sendFormSchema,
  type SendForm,
  type SendFormInput,
} from '../send-form';
import '../../../lib/money-admin.css';
import '../messages.css';

/** The longest subject the server accepts, from its own schema. */
const SUBJECT_MAX_LENGTH = sendMessageBodySchema.shape.subject.maxLength ?? 200;

/** Refusals of the recipients the server names, as the form shows them. */
const RECIPIENT_REFUSALS = [
  'recipients_not_found',
  'no_recipients',
] as const satisfies readonly AnswerCode[];

/**
 * /admin/messages/send: one message to every approved member or to chosen ones, confirmed with
 * who receives it before it goes. The server writes every copy at once and audits the send.
 */
export default function SendMessagePage() {
  const { t } = useTranslation(['adminSupport', 'common']);
  const { formatCount } = useFormat();
  const [send, call] = useAdminSendMessageMutation();
  const [confirming, setConfirming] = useState<SendMessageBody | null>(null);
  const [sent, setSent] = useState<SentMessage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<SendFormInput, unknown, SendForm>({
    resolver: zodResolver(sendFormSchema),
    defaultValues: EMPTY_SEND_FORM,
  });
  const audience = useWatch({ control, name: 'audience' });
  const busy = call.isLoading;

  const ask = (form: SendForm) => {
    setSent(null);
    setFailure(null);
    setConfirming(bodyOf(form));
  };

  const confirm = async () => {
    if (!confirming || busy) return;
    try {
      const message = await send(confirming).unwrap();
      setConfirming(null);
      setSent(message);
      reset(EMPTY_SEND_FORM);
    } catch (refusal) {
      const code = answerCodeOf(refusal);
      const fields = fieldCodesOf(refusal);
      const recipientRefusal = RECIPIENT_REFUSALS.find((known) => known === code);
      if (recipientRefusal) {
        setConfirming(null);
        setError(
          'recipients',
          { type: 'server', message: recipientRefusal },
          { shouldFocus: true },
        );
      } else if (fields) {
        setConfirming(null);
        for (const name of ['recipients', 'subject', 'content'] as const) {
          const fieldCode = fields[name];
          if (fieldCode)
            setError(name, { type: 'server', message: fieldCode }, { shouldFocus: true });
        }
      } else {
        // Nothing was sent: the dialog stays, so the administrator can try again.
        setFailure(t('messages.send.errors.failed'));
      }
    }
  };

  const recipientsError = (() => {
    const message = errors.recipients?.message;
    // The form's own refusals say what to choose, not that "a field" is wrong.
    if (message === 'required') return t('messages.send.errors.noneChosen');
    if (message === 'too_long') {
      return t('messages.send.errors.tooMany', { max: formatCount(MESSAGE_RECIPIENTS_MAX) });
    }
    if (message === 'recipients_not_found') return t('messages.send.errors.recipientsNotFound');
    if (message === 'no_recipients') {
      return t(
        audience === 'all'
          ? 'messages.send.errors.noApproved'
          : 'messages.send.errors.noRecipients',
      );
    }
    return fieldError(t, message);
  })();

  return (
    <section className="money-admin" aria-labelledby="send-title">
      <h1 id="send-title">{t('messages.send.title')}</h1>
      <MessagesNav />
      <p>{t('messages.send.intro')}</p>
      <form className="message-form" noValidate onSubmit={(event) => void handleSubmit(ask)(event)}>
        <fieldset
          aria-describedby={audience === 'all' && recipientsError ? 'audience-error' : undefined}
        >
          <legend>{t('messages.send.recipients')}</legend>
          <div className="message-form__audience">
            {AUDIENCES.map((value) => (
              <label key={value} className="message-form__choice">
                <input
                  type="radio"
                  value={value}
                  // A refusal of the other choice no longer applies.
                  {...register('audience', { onChange: () => clearErrors('recipients') })}
                />
                {t(`messages.send.${value}`)}
              </label>
            ))}
          </div>
          {audience === 'selected' ? (
            <Controller
              control={control}
              name="recipients"
              render={({ field }) => (
                <RecipientPicker
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  error={recipientsError}
                />
              )}
            />
          ) : recipientsError ? (
            <p id="audience-error" role="alert" className="ui-field__error">
              {recipientsError}
            </p>
          ) : null}
        </fieldset>
        <TitleAndContentFields
          control={control}
          title={{
            name: 'subject',
            label: t('messages.send.subject'),
            maxLength: SUBJECT_MAX_LENGTH,
          }}
          content={{ name: 'content', label: t('messages.send.content') }}
        />
        <div className="message-form__actions">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {t('messages.send.submit')}
          </Button>
          {sent ? (
            <StatusNotice
              message={t('messages.send.done', {
                total: formatCount(sent.recipientCount),
              })}
              action={<Link to="/admin/messages/sent">{t('messages.send.seeSent')}</Link>}
            />
          ) : null}
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('messages.send.confirmTitle', { subject: confirming.subject })}
          confirmLabel={t('messages.send.confirmSend')}
          busy={busy}
          error={failure}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setFailure(null);
            setConfirming(null);
          }}
        >
          <p>
            {confirming.recipients === 'all'
              ? t('messages.send.confirmAll')
              : t('messages.send.confirmSelected', {
                  count: confirming.recipients.length,
                  names: confirming.recipients.join(', '),
                })}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
