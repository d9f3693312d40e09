import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** /room/{roomCode} (spec 01 §2): live battles are coming soon. */
export default function RoomPage() {
  const { roomCode = '' } = useParams();
  return (
    <div className="app-page">
      <main className="container" id="main">
        <h1 className="page-title">Room {roomCode.toUpperCase()}</h1>
        <p>Live multiplayer battles are coming soon!</p>
        <Link to={paths.multiplayer.getHref()} className="btn btn--secondary">
          Leave Room
        </Link>
      </main>
    </div>
  );
}
