import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { formatKstDateTime, type SentMessage } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';

/** Names shown before "and N more": two, as a list of selected members reads best short. */
const NAMES_SHOWN = 2;

/** "All members (1,234)", "kim01, lee02" or "kim01, lee02 and 3 more". */
export function useRecipientsText() {
  const { t } = useTranslation('adminSupport');
  const { formatCount } = useFormat();
  return (message: SentMessage): string => {
    if (message.audience === 'all') {
      return t('messages.sent.allMembers', {
        total: formatCount(message.recipientCount),
      });
    }
    const names = message.recipientSample;
    if (message.recipientCount <= NAMES_SHOWN + 1 && names.length >= message.recipientCount) {
      return names.join(', ');
    }
    const shown = names.slice(0, NAMES_SHOWN);
    return t('messages.sent.andMore', {
      names: shown.join(', '),
      count: message.recipientCount - shown.length,
    });
  };
}

/** One page of sent messages, newest first. */
export function SentMessagesTable({ messages }: { messages: SentMessage[] }) {
  const { t } = useTranslation('adminSupport');
  const { formatCount } = useFormat();
  const recipients = useRecipientsText();
  return (
    <DataTable
      caption={t('messages.sent.caption')}
      rows={messages}
      rowKey={(message) => message.id}
      columns={[
        {
          key: 'subject',
          header: t('messages.sent.columns.subject'),
          rowHeader: true,
          wrap: true,
          cell: (message) => message.subject,
        },
        {
          key: 'recipients',
          header: t('messages.sent.columns.recipients'),
          wrap: true,
          cell: (message) => recipients(message),
        },
        {
          key: 'read',
          header: t('messages.sent.columns.read'),
          numeric: true,
          cell: (message) =>
            `${formatCount(message.readCount)} / ${formatCount(message.recipientCount)}`,
        },
        {
          key: 'sentBy',
          header: t('messages.sent.columns.sentBy'),
          cell: (message) => message.sentBy ?? t('messages.sent.system'),
        },
        {
          key: 'sentAt',
          header: t('messages.sent.columns.sentAt'),
          cell: (message) => formatKstDateTime(message.sentAt),
        },
      ]}
    />
  );
}
