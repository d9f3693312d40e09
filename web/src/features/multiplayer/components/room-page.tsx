import { Link, useParams } from 'react-router-dom';
import { PageShell } from '../../../components/layouts/page-shell';
import { paths } from '../../../config/paths';

/** /room/{roomCode}: a placeholder until live battles come. */
export default function RoomPage() {
  const { roomCode = '' } = useParams();
  return (
    <PageShell>
      <h1 className="page-title">Room {roomCode.toUpperCase()}</h1>
      <p>Live multiplayer battles are coming soon!</p>
      <Link to={paths.multiplayer.getHref()} className="btn btn--secondary">
        Leave Room
      </Link>
    </PageShell>
  );
}
