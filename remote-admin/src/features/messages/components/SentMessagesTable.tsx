import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type SentMessage } from '@wallet/shared/domain';

/** Names shown before "and N more": two, as a list of selected members reads best short. */
const NAMES_SHOWN = 2;

/** "All members (1,234)", "kim01, lee02" or "kim01, lee02 and 3 more". */
export function useRecipientsText() {
  const { t } = useTranslation('adminSupport');
  return (message: SentMessage): string => {
    if (message.audience === 'all') {
      return t('messages.sent.allMembers', {
        total: message.recipientCount.toLocaleString('en-US'),
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
  const recipients = useRecipientsText();
  const columns = {
    subject: t('messages.sent.columns.subject'),
    recipients: t('messages.sent.columns.recipients'),
    read: t('messages.sent.columns.read'),
    sentBy: t('messages.sent.columns.sentBy'),
    sentAt: t('messages.sent.columns.sentAt'),
  };
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table admin-stack">
        <caption className="visually-hidden">{t('messages.sent.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.subject}</th>
            <th scope="col">{columns.recipients}</th>
            <th scope="col" className="money-admin__number">
              {columns.read}
            </th>
            <th scope="col">{columns.sentBy}</th>
            <th scope="col">{columns.sentAt}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <th scope="row" className="admin-wrap">
                {message.subject}
              </th>
              <td data-label={columns.recipients} className="admin-wrap">
                {recipients(message)}
              </td>
              <td data-label={columns.read} className="money-admin__number">
                {`${message.readCount.toLocaleString('en-US')} / ${message.recipientCount.toLocaleString('en-US')}`}
              </td>
              <td data-label={columns.sentBy}>{message.sentBy ?? t('messages.sent.system')}</td>
              <td data-label={columns.sentAt}>{formatKstDateTime(message.sentAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
