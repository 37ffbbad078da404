import { notFound } from 'next/navigation';

// Any portal path without a screen: the portal's own not-found page, with a 404 status.
export default function PortalCatchAll() {
  notFound();
}
