import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { EventPopups } from '../components/EventPopups';
import { MemberHome } from '../components/MemberHome';
import { Welcome } from '../components/Welcome';
import '../home.css';

/** '/': what the site is for a visitor, the member's own summary once logged in; live popups. */
export default function HomePage() {
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return (
    <div className="home">
      {loggedIn ? <MemberHome /> : <Welcome />}
      <EventPopups />
    </div>
  );
}
