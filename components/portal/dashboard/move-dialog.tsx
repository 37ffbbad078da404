'use client';

import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import type { PipelineCard } from '@/lib/projects/queries';
import { KANBAN_STAGES, STAGE_META, type KanbanStage } from '@/lib/projects/stages';

/** The keyboard way to move a card: one button per stage, the current one disabled. */
export function MoveDialog({
  card,
  onChoose,
  onClose,
}: {
  card: PipelineCard | null;
  onChoose: (card: PipelineCard, stage: KanbanStage) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={card !== null} onOpenChange={(open) => !open && onClose()}>
      {card && (
        <DialogContent
          title={`Move ${card.title}`}
          description="Choose the stage this project is in now."
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <ul className="grid gap-2">
            {KANBAN_STAGES.map((stage) => (
              <li key={stage}>
                <Button
                  variant="secondary"
                  className="w-full justify-start"
                  disabled={stage === card.stage}
                  onClick={() => onChoose(card, stage)}
                >
                  {STAGE_META[stage].label}
                  {stage === card.stage && ' (current stage)'}
                </Button>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
