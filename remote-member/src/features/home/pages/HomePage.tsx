import { lazy, Suspense } from 'react';
import { useTranslation } from '@wallet/shared/i18n';
import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { Loading } from '@wallet/shared/ui';
import { EventPopups } from '../components/EventPopups';
import { Welcome } from '../components/Welcome';
import '../home.css';

// A visitor never runs the member's summary, its money requests and lists: they load only
// once a member is logged in, so the first page of a visitor leaves them out
// (docs/benchmarks.md).
const MemberHome = lazy(() => import('../components/MemberHome'));

/** '/': what the site is for a visitor, the member's own summary once logged in; live popups. */
export default function HomePage() {
  const { t } = useTranslation('common');
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return (
    <div className="home">
      {loggedIn ? (
        <Suspense fallback={<Loading label={t('loading')} />}>
          <MemberHome />
        </Suspense>
      ) : (
        <Welcome />
      )}
      <EventPopups />
    </div>
  );
}
