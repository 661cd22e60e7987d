import { useTranslation } from '@wallet/shared/i18n';
import { Link } from '@wallet/shared/router';
import { parseAuditTarget, type AuditEntry } from '@wallet/shared/domain';
import { targetPath } from '../changes';

/**
 * What a row is about, in words ("Member kim01", "Deposit address #2", "Exchange rates"), linked
 * to its page where the back office has one. A target the page does not know stays as stored.
 */
export function AuditTarget({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('adminSupport');
  const target = parseAuditTarget(entry.target);
  if (!target) return <>{entry.target}</>;

  let text: string;
  switch (target.kind) {
    case 'user': {
      const name = entry.targetName ?? `#${target.id}`;
      text = entry.action.startsWith('admin.')
        ? t('audit.targets.administrator', { name })
        : t('audit.targets.user', { name });
      break;
    }
    case 'template':
      text = t('audit.targets.template', { name: t(`audit.templates.${target.key}`) });
      break;
    case 'exchange_rates':
      text = t('audit.targets.exchange_rates');
      break;
    default:
      text = t(`audit.targets.${target.kind}`, { id: target.id });
  }
  const path = targetPath(target, entry.action);
  return <span className="audit__target">{path ? <Link to={path}>{text}</Link> : text}</span>;
}
