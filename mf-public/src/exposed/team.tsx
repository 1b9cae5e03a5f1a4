import { Page } from '@league/shared';
import { useParams } from 'react-router-dom';

export default function Team() {
  const { teamName = '' } = useParams();
  return <Page title={teamName} />;
}
