import type { Metadata } from 'next';
import { DashboardScreen } from '@/components/portal/dashboard/dashboard-screen';

export const metadata: Metadata = { title: 'Dashboard' };

export default DashboardScreen;
