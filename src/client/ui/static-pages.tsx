import { Link } from '@tanstack/react-router';
import { alertCircleOutline, lockClosedOutline } from 'ionicons/icons';
import { StatusPage } from './status-page';

const homeLink = (
  <Link to="/" className="sf-button sf-button--primary">
    Go to the home page
  </Link>
);

export function UnauthorisedPage() {
  return (
    <StatusPage title="Unauthorised" icon={lockClosedOutline} actions={homeLink}>
      <p>
        You don't have permission to see this page. If you followed a link from an email, it may have expired or belong
        to another account.
      </p>
    </StatusPage>
  );
}

export function ErrorPage() {
  return (
    <StatusPage title="Error" icon={alertCircleOutline} actions={homeLink}>
      <p>
        Something went wrong on our side. Please try again in a moment; if it keeps happening, contact the hotel
        directly.
      </p>
    </StatusPage>
  );
}
