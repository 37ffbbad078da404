'use client';

import { useActionForm } from '@/components/forms/use-action-form';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { setCountersignOffered } from '@/lib/proposals/actions';
import { countersignSettingSchema } from '@/lib/proposals/schema';

/**
 * Whether the team may countersign an accepted proposal (optional; off by default). Super
 * admins change it; everyone on the team sees it. A posted form, so it works without JavaScript.
 */
export function CountersignSetting({ offered, canChange }: { offered: boolean; canChange: boolean }) {
  const form = useActionForm({ action: setCountersignOffered, schema: countersignSettingSchema });
  const now = form.answer?.ok ? !offered : offered;
  return (
    <Card className="mb-6">
      <section aria-labelledby="countersign-setting" className="space-y-3">
        <h2 id="countersign-setting" className="text-lg font-semibold text-slate-900">
          Countersigning
        </h2>
        <p className="text-sm text-slate-700">
          After a client accepts and signs, the team <strong>{now ? 'can' : 'cannot'}</strong> add an optional
          countersignature on the admin proposal page.
        </p>
        {form.answer?.ok && (
          <p role="status" className="text-sm text-green-800">
            {form.answer.message}
          </p>
        )}
        {canChange && !form.answer?.ok && (
          <form {...form.props}>
            <input type="hidden" name="offered" value={offered ? 'false' : 'true'} />
            {form.formError && <ErrorBox>{form.formError}</ErrorBox>}
            <Button type="submit" variant="secondary" disabled={form.pending}>
              {offered ? 'Turn Off Countersigning' : 'Offer Countersigning'}
            </Button>
          </form>
        )}
      </section>
    </Card>
  );
}
