import { selectIsMemberLoggedIn, useAppSelector } from '@wallet/shared/store';
import { MemberSummary } from '../components/MemberSummary';
import { Welcome } from '../components/Welcome';
import '../home.css';

/** '/': what the site is for a visitor; the member's own summary once logged in. */
export default function HomePage() {
  const loggedIn = useAppSelector(selectIsMemberLoggedIn);
  return <div className="home">{loggedIn ? <MemberSummary /> : <Welcome />}</div>;
}
