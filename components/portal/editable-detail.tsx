'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { SuccessBox } from '@/components/ui/notice';

/**
 * The view / edit state of a detail screen: Edit opens the form, Cancel throws
 * the unsaved edits away (the form exists only while editing), a save closes the form, says
 * so and reloads the server data.
 */
export function useEditMode() {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  return {
    editing,
    saving,
    saved,
    onSaving: setSaving,
    edit: () => {
      setSaved(false);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    onSaved: () => {
      setEditing(false);
      setSaved(true);
      router.refresh();
    },
  };
}

export type EditMode = ReturnType<typeof useEditMode>;

/** A detail screen's header: back link, title, the Edit / Cancel / Save Changes buttons, and "Changes saved." */
export function EditableDetailHeader({
  mode,
  back,
  title,
  subtitle,
  editLabel,
  formId,
}: {
  mode: EditMode;
  back: { href: string; label: string };
  title: string;
  subtitle?: ReactNode;
  editLabel: string;
  /** The id of the edit form, which the Save Changes button submits. */
  formId: string;
}) {
  return (
    <>
      <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <ButtonLink href={back.href} variant="ghost" className="-ml-4">
            ← {back.label}
          </ButtonLink>
          <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
          {subtitle}
        </div>
        <div className="flex gap-3">
          {mode.editing ? (
            <>
              <Button variant="secondary" onClick={mode.cancel} disabled={mode.saving}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={mode.saving}>
                {mode.saving ? 'Saving...' : 'Save Changes'}
              </Button>
            </>
          ) : (
            <Button onClick={mode.edit}>{editLabel}</Button>
          )}
        </div>
      </header>
      {mode.saved && <SuccessBox className="mb-6">Changes saved.</SuccessBox>}
    </>
  );
}
