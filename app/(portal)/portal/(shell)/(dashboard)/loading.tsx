import { Spinner } from '@/components/ui/spinner';

export default function DashboardLoading() {
  return <Spinner label="Loading dashboard..." />;
}
