import { useTranslation } from 'react-i18next';
import { formatKstDateTime, type SiteEvent } from '@wallet/shared/domain';
import { Button } from '@wallet/shared/ui';

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
                <div className="money-admin__row-actions">
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('events.actionOn', {
                      action: t('events.edit'),
                      title: event.title,
                    })}
                    onClick={() => onEdit(event)}
                  >
                    {t('events.edit')}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t('events.actionOn', {
                      action: t('events.delete'),
                      title: event.title,
                    })}
                    onClick={() => onDelete(event)}
                  >
                    {t('events.delete')}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
