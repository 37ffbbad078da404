import { revalidatePath } from 'next/cache';
import { portalRoute } from './portal-paths';

/**
 * revalidatePath for a portal page named by its public path, the one its links use
 * (`/admin/clients/${id}`, `/` for the dashboard). `layout` also refreshes every page under it.
 * Apart from ./portal-paths.ts so the proxy can map paths without loading next/cache.
 */
export function revalidatePortal(path: string, type?: 'layout' | 'page'): void {
  revalidatePath(portalRoute(path), type);
}
