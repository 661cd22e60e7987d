import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type SiteEvent } from '@wallet/shared/domain';
import { RowActions } from '../../../lib/RowActions';

export interface EventTableProps {
  events: SiteEvent[];
  busy: boolean;
  onEdit: (event: SiteEvent) => void;
  onDelete: (event: SiteEvent) => void;
}

/** One page of events, newest first, with their period in KST and their actions. */
export function EventTable({ events, busy, onEdit, onDelete }: EventTableProps) {
  const { t } = useTranslation('adminMoney');
  return (
    <div className="money-admin__table-wrap">
      <table className="money-admin__table">
        <caption className="visually-hidden">{t('events.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.columns.type')}</th>
            <th scope="col">{t('events.columns.title')}</th>
            <th scope="col">{t('events.columns.period')}</th>
            <th scope="col">{t('events.columns.state')}</th>
            <th scope="col">{t('events.columns.bonus')}</th>
            <th scope="col">{t('events.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>{t(`events.types.${event.type}`)}</td>
              <th scope="row">{event.title}</th>
              <td>
                {t('events.period', {
                  start: formatKstDateTime(event.startsAt),
                  end: formatKstDateTime(event.endsAt),
                })}
              </td>
              <td>
                <span
                  className={`money-admin__status money-admin__status--${event.active ? 'active' : 'inactive'}`}
                >
                  {t(event.active ? 'events.active' : 'events.inactive')}
                </span>
              </td>
              <td>
                {event.bonusPercent === null
                  ? t('events.noBonus')
                  : t('events.percent', { percent: event.bonusPercent.toFixed(2) })}
              </td>
              <td>
                <RowActions
                  busy={busy}
                  actions={[
                    {
                      key: 'edit',
                      label: t('events.edit'),
                      name: t('events.actionOn', { action: t('events.edit'), title: event.title }),
                      onClick: () => onEdit(event),
                    },
                    {
                      key: 'delete',
                      label: t('events.delete'),
                      name: t('events.actionOn', {
                        action: t('events.delete'),
                        title: event.title,
                      }),
                      danger: true,
                      onClick: () => onDelete(event),
                    },
                  ]}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
