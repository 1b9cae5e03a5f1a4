import { Page } from '@league/shared';
import { useParams } from 'react-router-dom';

export default function Admin() {
  const { tabView } = useParams();
  return <Page title={tabView ? `Administration · ${tabView}` : 'Administration'} />;
}
