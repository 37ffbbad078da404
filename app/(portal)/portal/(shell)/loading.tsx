import { Spinner } from '@/components/ui/spinner';

export default function PortalLoading() {
  return <Spinner label="Loading..." />;
}
