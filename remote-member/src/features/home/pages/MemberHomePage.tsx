import { EventPopups } from '../components/EventPopups';
import { MemberHome } from '../components/MemberHome';
import '../home.css';

/** '/' for a logged-in member: their own summary, and the live popups. */
export default function MemberHomePage() {
  return (
    <div className="home">
      <MemberHome />
      <EventPopups />
    </div>
  );
}
