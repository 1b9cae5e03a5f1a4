import { Page } from '@league/shared';
import { useParams } from 'react-router-dom';

export default function Resource() {
  const { resourceName = '' } = useParams();
  return <Page title={resourceName.replace(/_/g, ' ')} />;
}
