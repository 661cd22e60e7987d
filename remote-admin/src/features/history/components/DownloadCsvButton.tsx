import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { useAppDispatch } from '@wallet/shared/store';
import { Button, ErrorNotice, StatusNotice } from '@wallet/shared/ui';
import { saveTextFile } from '../../../lib/save-file';
import { historyApi, type HistoryFilters } from '../api';

const BOM = '\uFEFF';

/** Today's day in Asia/Seoul as YYYY-MM-DD, for the default file name. */
const seoulDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/**
 * "Download CSV" of the list's filters. The file needs the admin token, which travels as a
 * bearer header, so it is fetched by the API client and saved from memory, not linked.
 */
export function DownloadCsvButton({ filters }: { filters: HistoryFilters }) {
  const { t } = useTranslation('adminMoney');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const download = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const file = await dispatch(
        historyApi.endpoints.downloadHistoryCsv.initiate(filters, {
          subscribe: false,
          forceRefetch: true,
        }),
      ).unwrap();
      const filename = file.filename ?? `history-${seoulDay()}.csv`;
      // fetch's text() drops the server's UTF-8 byte order mark, which spreadsheets need to
      // read Korean, Chinese and Japanese memos; it is put back before saving.
      const text = file.text.startsWith(BOM) ? file.text : `${BOM}${file.text}`;
      saveTextFile(text, filename, 'text/csv;charset=utf-8');
      setOutcome({ ok: true, message: t('history.downloaded', { filename }) });
    } catch {
      setOutcome({ ok: false, message: t('history.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="money-admin__toolbar">
      <Button variant="secondary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        {busy ? t('history.downloading') : t('history.download')}
      </Button>
      {outcome ? (
        outcome.ok ? (
          <StatusNotice message={outcome.message} />
        ) : (
          <ErrorNotice message={outcome.message} />
        )
      ) : null}
    </div>
  );
}
