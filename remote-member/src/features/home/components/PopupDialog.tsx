import { useState } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { PublicEvent } from '@wallet/shared/domain';
import { SafeHtml } from '@wallet/shared/html';
import { Button, Dialog } from '@wallet/shared/ui';

export interface PopupDialogProps {
  /** The popups still to show, at least one. */
  events: readonly PublicEvent[];
  onHideToday: (id: number) => void;
  onClose: () => void;
}

/**
 * One popup at a time in the shared dialog (focus moves in, and back when it closes), with
 * previous and next when there are several. "Don't show again today" hides the one shown; the
 * next takes its place.
 */
export default function PopupDialog({ events, onHideToday, onClose }: PopupDialogProps) {
  const { t } = useTranslation('home');
  const [index, setIndex] = useState(0);
  const at = Math.min(index, events.length - 1);
  const event = events[at];
  if (!event) return null;
  const several = events.length > 1;
  return (
    <Dialog
      title={event.title}
      onClose={onClose}
      actions={
        <div className="home-popup__actions">
          <Button variant="secondary" onClick={() => onHideToday(event.id)}>
            {t('popup.hideToday')}
          </Button>
          <Button onClick={onClose}>{t('popup.close')}</Button>
        </div>
      }
    >
      {/* Focusable, so the dialog opens on the popup itself and a long one scrolls by keyboard. */}
      <div className="home-popup__body" tabIndex={0} role="group" aria-label={event.title}>
        {event.imageUrl ? (
          <img className="home-popup__image" src={event.imageUrl} alt={event.title} />
        ) : null}
        <SafeHtml html={event.content} />
      </div>
      {several ? (
        <nav className="home-popup__paging" aria-label={t('popup.paging')}>
          <Button variant="secondary" disabled={at === 0} onClick={() => setIndex(at - 1)}>
            {t('popup.previous')}
          </Button>
          <p aria-live="polite">{t('popup.position', { current: at + 1, total: events.length })}</p>
          <Button
            variant="secondary"
            disabled={at === events.length - 1}
            onClick={() => setIndex(at + 1)}
          >
            {t('popup.next')}
          </Button>
        </nav>
      ) : null}
    </Dialog>
  );
}
