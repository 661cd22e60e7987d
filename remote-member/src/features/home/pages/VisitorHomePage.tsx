import { EventPopups } from '../components/EventPopups';
import { Welcome } from '../components/Welcome';
import '../home.css';

/** '/' for a visitor: what the site is, and the live popups. */
export default function VisitorHomePage() {
  return (
    <div className="home">
      <Welcome />
      <EventPopups />
    </div>
  );
}
