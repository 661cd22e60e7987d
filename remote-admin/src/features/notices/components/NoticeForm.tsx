import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useNavigate } from '@wallet/shared/router';
import { noticeBodySchema, type Notice, type NoticeBody } from '@wallet/shared/domain';
import { Button, CheckboxField, ErrorNotice } from '@wallet/shared/ui';
import { fieldError } from '../../../lib/field-error';
import { OutcomeNotice } from '../../../lib/RecordListSection';
import { TitleAndContentFields } from '../../../lib/TitleAndContentFields';
import { NOTICES_PATH } from '../paths';
import { useNoticeChanges, type NoticesLocationState } from '../use-notice-changes';

/** The longest title the server accepts, from its own schema. */
const TITLE_MAX_LENGTH = noticeBodySchema.shape.title.maxLength ?? 200;

const EMPTY: NoticeBody = { title: '', content: '', pinned: false };

const bodyOf = ({ title, content, pinned }: Notice): NoticeBody => ({ title, content, pinned });

/**
 * A notice's title, formatted content and pin, checked with the server's own schema. Saved, it
 * returns to the list, which says so; a field the server refuses is marked beside it.
 */
export function NoticeForm({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation(['adminSupport', 'common']);
  const navigate = useNavigate();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NoticeBody>({
    resolver: zodResolver(noticeBodySchema),
    defaultValues: notice ? bodyOf(notice) : EMPTY,
  });
  const changes = useNoticeChanges({
    onSaved: (outcome) => {
      const state: NoticesLocationState = { saved: outcome.message };
      void navigate(NOTICES_PATH, { state });
    },
    onFieldErrors: (fields) => {
      for (const name of ['title', 'content', 'pinned'] as const) {
        const code = fields[name];
        if (code) setError(name, { type: 'server', message: code }, { shouldFocus: true });
      }
    },
  });

  return (
    <form
      className="notice-form"
      noValidate
      onSubmit={(event) => void handleSubmit((body) => changes.saveRecord(notice, body))(event)}
    >
      {/* A save leaves for the list, which says so; only a notice gone meanwhile is said here. */}
      <OutcomeNotice outcome={changes.outcome?.ok ? null : changes.outcome} />
      <TitleAndContentFields
        control={control}
        title={{ name: 'title', label: t('notices.form.title'), maxLength: TITLE_MAX_LENGTH }}
        content={{ name: 'content', label: t('notices.form.content') }}
      />
      <CheckboxField
        label={t('notices.form.pinned')}
        error={fieldError(t, errors.pinned?.message)}
        {...register('pinned')}
      />
      {changes.dialogError ? <ErrorNotice message={changes.dialogError} /> : null}
      <div className="notice-form__actions">
        <Button type="submit" disabled={changes.busy} aria-busy={changes.busy}>
          {t('notices.form.save')}
        </Button>
        <Link to={NOTICES_PATH} className="ui-button ui-button--secondary">
          {t('notices.form.cancel')}
        </Link>
      </div>
    </form>
  );
}
