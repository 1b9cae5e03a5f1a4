import { Page } from '@league/shared';
import { useParams } from 'react-router-dom';

export default function SeriesMatch() {
  const { match_id: matchId = '' } = useParams();
  return <Page title={`Match de série ${matchId}`} />;
}
