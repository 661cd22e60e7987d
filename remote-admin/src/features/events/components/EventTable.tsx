import { useTranslation, useFormat } from '@wallet/shared/i18n';
import { formatKstDateTime, type SiteEvent } from '@wallet/shared/domain';
import { DataTable } from '@wallet/shared/ui';
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
  const { formatPercentFigure } = useFormat();
  const actionOn = (action: string, event: SiteEvent) =>
    t('events.actionOn', { action, title: event.title });
  return (
    <DataTable
      caption={t('events.caption')}
      rows={events}
      rowKey={(event) => event.id}
      columns={[
        {
          key: 'title',
          header: t('events.columns.title'),
          rowHeader: true,
          wrap: true,
          cell: (event) => event.title,
        },
        {
          key: 'type',
          header: t('events.columns.type'),
          cell: (event) => t(`events.types.${event.type}`),
        },
        {
          key: 'period',
          header: t('events.columns.period'),
          cell: (event) =>
            t('events.period', {
              start: formatKstDateTime(event.startsAt),
              end: formatKstDateTime(event.endsAt),
            }),
        },
        {
          key: 'state',
          header: t('events.columns.state'),
          cell: (event) => (
            <span
              className={`money-admin__status money-admin__status--${event.active ? 'active' : 'inactive'}`}
            >
              {t(event.active ? 'events.active' : 'events.inactive')}
            </span>
          ),
        },
        {
          key: 'bonus',
          header: t('events.columns.bonus'),
          cell: (event) =>
            event.bonusPercent === null
              ? t('events.noBonus')
              : t('events.percent', { percent: formatPercentFigure(event.bonusPercent) }),
        },
      ]}
      actions={{
        header: t('events.columns.actions'),
        cell: (event) => (
          <RowActions
            busy={busy}
            actions={[
              {
                key: 'edit',
                label: t('events.edit'),
                name: actionOn(t('events.edit'), event),
                onClick: () => onEdit(event),
              },
              {
                key: 'delete',
                label: t('events.delete'),
                name: actionOn(t('events.delete'), event),
                danger: true,
                onClick: () => onDelete(event),
              },
            ]}
          />
        ),
      }}
    />
  );
}
