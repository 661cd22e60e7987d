import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@wallet/shared/domain';
import { useGetUserInfoQuery } from '@wallet/shared/store';
import { Button, ErrorNotice, Loading } from '@wallet/shared/ui';

/** Renders a tab from users/info once it is in; until then loading, or a failure with a retry. */
export function WithUserInfo({ children }: { children: (info: UserInfo) => ReactNode }) {
  const { t } = useTranslation(['account', 'common']);
  const { data, isError, refetch } = useGetUserInfoQuery();
  if (isError) {
    return (
      <ErrorNotice
        message={t('mypage.info.loadFailed')}
        action={<Button onClick={() => void refetch()}>{t('mypage.info.retry')}</Button>}
      />
    );
  }
  if (!data) return <Loading label={t('common:loading')} />;
  return children(data);
}
