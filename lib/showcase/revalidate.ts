import 'server-only';
import { revalidatePath } from 'next/cache';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';

/**
 * After a case study or testimonial is published, unpublished or withdrawn: the public pages
 * that show them, and the project's pages in the portal. The public pages read the database
 * per request (docs/decisions/0069), so this also drops any copy a browser's router keeps.
 */
export function revalidateShowcase(projectId: string) {
  revalidatePath('/case-studies', 'layout');
  revalidatePortal(`/admin/projects/${projectId}`);
  revalidatePortal(`/admin/projects/${projectId}/case-study`);
  revalidatePortal(`/projects/${projectId}`);
}
