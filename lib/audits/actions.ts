'use server';

import { eq } from 'drizzle-orm';
import { revalidatePortal } from '@/lib/navigation/revalidate-portal';
import { action, type ActionResult } from '@/lib/actions/action';
import { withUser } from '@/lib/db/client';
import { projects, softwareAuditItems, softwareAudits } from '@/lib/db/schema';
import { describeCsvError, parseAuditCsv } from './csv';
import { uploadAuditSchema } from './schema';

/**
 * Upload Audit: every row is checked first and nothing is stored unless all
 * pass. The new audit replaces the project's previous one, so the audit shown (the project
 * page shows one) is always the one uploaded last.
 */
export const uploadAudit = action(
  { schema: uploadAuditSchema, role: 'admin' },
  async (input, { user }): Promise<ActionResult<{ itemCount: number }>> => {
    const parsed = parseAuditCsv(input.csv);
    if (!parsed.ok) {
      const count = parsed.errors.length;
      return {
        ok: false,
        error: `Nothing was uploaded: the file has ${count === 1 ? '1 problem' : `${count} problems`}.`,
        errors: parsed.errors.map(describeCsvError),
      };
    }
    const stored = await withUser(user.claims, async (tx) => {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.id, input.projectId))
        .for('update');
      if (!project) return false;
      await tx.delete(softwareAudits).where(eq(softwareAudits.projectId, project.id));
      const [audit] = await tx
        .insert(softwareAudits)
        .values({ projectId: project.id, fileName: input.fileName, uploadedBy: user.claims.sub })
        .returning({ id: softwareAudits.id });
      await tx
        .insert(softwareAuditItems)
        .values(parsed.items.map((item, position) => ({ ...item, auditId: audit.id, position })));
      return true;
    });
    if (!stored) return { ok: false, error: 'This project no longer exists.' };
    revalidatePortal(`/admin/projects/${input.projectId}/audit-roi`);
    return { ok: true, itemCount: parsed.items.length };
  },
);
