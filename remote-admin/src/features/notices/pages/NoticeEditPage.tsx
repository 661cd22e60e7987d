import { useTranslation } from '@wallet/shared/i18n';
import { Link, useParams } from '@wallet/shared/router';
import { Button, ErrorNotice, Loading } from '@wallet/shared/ui';
import { answerCodeOf } from '@wallet/shared/store';
import { SupportNav } from '../../../lib/SupportNav';
import { useAdminGetNoticeQuery } from '../api';
import { NoticeForm } from '../components/NoticeForm';
import { NOTICES_PATH } from '../paths';
import '../../../lib/money-admin.css';
import '../notices.css';

/** The id of `/admin/notices/:id/edit`, or null when the address holds none that can exist. */
function noticeIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 && String(id) === param ? id : null;
}

/** The edit form, once the notice as it is now has loaded; a missing one says so. */
function EditNotice({ id }: { id: number | null }) {
  const { t } = useTranslation(['adminSupport', 'adminMoney', 'common']);
  const { data, error, isError, refetch } = useAdminGetNoticeQuery(id ?? 0, { skip: id === null });
  const missing = id === null || answerCodeOf(error) === 'not_found';
  if (missing) {
    return (
      <div className="notice-form__missing">
        <ErrorNotice message={t('notices.form.notFound')} />
        <Link to={NOTICES_PATH}>{t('notices.form.backToList')}</Link>
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorNotice
        message={t('notices.form.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('adminMoney:list.retry')}</Button>}
      />
    );
  }
  return data ? <NoticeForm notice={data} /> : <Loading label={t('common:loading')} />;
}

/** /admin/notices/create and /admin/notices/:id/edit. */
export default function NoticeEditPage() {
  const { t } = useTranslation('adminSupport');
  const { id } = useParams();
  const creating = id === undefined;
  return (
    <section className="money-admin" aria-labelledby="notice-form-title">
      <h1 id="notice-form-title">
        {t(creating ? 'notices.form.createTitle' : 'notices.form.editTitle')}
      </h1>
      <SupportNav />
      {creating ? <NoticeForm notice={null} /> : <EditNotice key={id} id={noticeIdOf(id)} />}
    </section>
  );
}
