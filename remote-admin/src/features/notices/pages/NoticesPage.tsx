import { useMemo, useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Link, useLocation } from '@wallet/shared/router';
import type { Notice } from '@wallet/shared/domain';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { pageCount } from '../../../lib/paging';
import { RecordListSection } from '../../../lib/RecordListSection';
import { SupportNav } from '../../../lib/SupportNav';
import { useAdminListNoticesQuery } from '../api';
import { NoticeTable } from '../components/NoticeTable';
import { savedMessageOf, useNoticeChanges } from '../use-notice-changes';
import '../../../lib/money-admin.css';
import { useClampPage, useListParams } from '@wallet/shared/ui';

const NO_FILTERS = [] as const;

/**
 * /admin/notice: the notices everyone reads, pinned first. Writing and editing have pages of
 * their own; deleting asks first. Every change is audited on the server.
 */
export default function NoticesPage() {
  const { t } = useTranslation(['adminSupport', 'adminMoney']);
  const location = useLocation();
  const { page, go, setParams } = useListParams(NO_FILTERS);
  const { data, currentData, isError, refetch } = useAdminListNoticesQuery({ page });
  const changes = useNoticeChanges();
  // What the form page saved, said once on arrival; a change made here replaces it.
  const [saved, setSaved] = useState(() => savedMessageOf(location.state));
  const savedOutcome = useMemo(
    () => (saved ? { ok: true, message: saved, takeFocus: true } : null),
    [saved],
  );
  const deleting = changes.confirming?.record;
  const pages = data ? pageCount(data.total) : 1;
  const pastTheEnd = useClampPage(page, pages, currentData !== undefined, setParams);

  const askDelete = (notice: Notice) => {
    setSaved(null);
    changes.ask(notice, 'delete');
  };

  return (
    <section className="money-admin" aria-labelledby="notices-title">
      <h1 id="notices-title">{t('notices.title')}</h1>
      <SupportNav />
      <p>{t('notices.intro')}</p>
      <div className="money-admin__toolbar">
        <Link to="/admin/notices/create" className="ui-button ui-button--primary">
          {t('notices.add')}
        </Link>
      </div>
      <RecordListSection
        outcome={changes.outcome ?? savedOutcome}
        data={pastTheEnd ? undefined : data}
        isError={isError}
        onRetry={() => void refetch()}
        loadFailed={t('notices.loadFailed')}
        empty={t('notices.empty')}
        isEmpty={(loaded) => loaded.rows.length === 0}
        pager={{ page, pages, onPage: (next) => go({ page: next }) }}
      >
        {(loaded) => <NoticeTable notices={loaded.rows} busy={changes.busy} onDelete={askDelete} />}
      </RecordListSection>
      {deleting ? (
        <ConfirmDialog
          title={t('notices.confirm.deleteTitle', { title: deleting.title })}
          confirmLabel={t('notices.delete')}
          danger
          busy={changes.busy}
          error={changes.dialogError}
          onConfirm={changes.confirm}
          onCancel={changes.close}
        >
          <p>{t('notices.confirm.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
