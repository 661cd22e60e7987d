import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { Button, ErrorNotice, Loading } from '@wallet/shared/ui';
import { ContentFrame } from './ContentFrame';
import { isNotFound } from './errors';
import './content.css';

export interface DetailResultProps<Item> {
  data: Item | undefined;
  error: unknown;
  refetch: () => void;
  /** The page's heading until the item is there (its own title replaces it). */
  frame: string;
  /** What a 404 says: the item is gone, or it is not this member's (the server does not say which). */
  notFound: string;
  /** The way back to the list, shown under a failure too. */
  back: ReactNode;
  children: (item: Item) => ReactNode;
}

/** One message, notice or inquiry: loading, not found, failed (with retry), or the item. */
export function DetailResult<Item>({
  data,
  error,
  refetch,
  frame,
  notFound,
  back,
  children,
}: DetailResultProps<Item>) {
  const { t } = useTranslation('support');
  if (data) return <>{children(data)}</>;
  return (
    <ContentFrame title={frame}>
      {!error ? (
        <Loading label={t('loading')} />
      ) : isNotFound(error) ? (
        <ErrorNotice message={notFound} />
      ) : (
        <ErrorNotice
          message={t('errors.fetch_failed')}
          action={<Button onClick={refetch}>{t('retry')}</Button>}
        />
      )}
      {error ? <p className="content__back">{back}</p> : null}
    </ContentFrame>
  );
}
