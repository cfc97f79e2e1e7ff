import { Link } from '@tanstack/react-router';
import { compassOutline } from 'ionicons/icons';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage
      title="Not found"
      icon={compassOutline}
      actions={
        <Link to="/" className="sf-button sf-button--primary">
          Go to the home page
        </Link>
      }
    >
      <p>
        We couldn't find the page you were looking for. The link may be out of date, or the address may have a typo.
      </p>
    </StatusPage>
  );
}
