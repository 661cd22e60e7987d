import type { ReactNode } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import type { UserInfo } from '@wallet/shared/domain';
import { useGetUserInfoQuery } from '@wallet/shared/store';
import { Button, ErrorNotice, Loading } from '@wallet/shared/ui';

/**
 * users/info (balance, held, bank info, platforms) before a money form or a my-page tab:
 * loading, failed with a retry, then the form with the member's details.
 */
export function WithUserInfo({ children }: { children: (info: UserInfo) => ReactNode }) {
  const { t } = useTranslation('money');
  const { data, isError, refetch } = useGetUserInfoQuery();
  if (isError && !data) {
    return (
      <ErrorNotice
        message={t('infoFailed')}
        action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}
      />
    );
  }
  if (!data) return <Loading label={t('loading')} />;
  return <>{children(data)}</>;
}
