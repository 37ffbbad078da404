'use client';

import { redirectIfSessionExpired } from '@/lib/actions/session-expiry';
import Link from 'next/link';
import { clsx } from 'clsx';
import { startTransition, useEffect, useOptimistic, useRef, useState, type DragEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { formatMoney } from '@/lib/format/money';
import { moveProject } from '@/lib/projects/actions';
import { applyMove, cardsIn, type Move } from '@/lib/projects/pipeline';
import type { Pipeline, PipelineCard } from '@/lib/projects/queries';
import { KANBAN_STAGES, STAGE_META, type KanbanStage } from '@/lib/projects/stages';
import { MoveDialog } from './move-dialog';

const MOVE_FAILED = 'Please try again.';

/**
 * Seven columns in stage order, each with its count and newest
 * cards. A card moves by drag and drop or, from the keyboard, with its Move button. The
 * move shows at once and is undone, with the reason, if the server refuses it; the server
 * action's revalidation brings the saved board back in the same round trip.
 */
export function PipelineBoard({ pipeline }: { pipeline: Pipeline }) {
  const [board, showMove] = useOptimistic(pipeline, applyMove);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<KanbanStage | null>(null);
  const [choosing, setChoosing] = useState<PipelineCard | null>(null);
  const focusAfterMove = useRef<string | null>(null);
  // Each card's Move button by card id (kept here rather than as an id in the HTML of every card).
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The card being dragged, for the drop logic: events can arrive before a re-render.
  const dragged = useRef<string | null>(null);

  // A moved card lands in another column (a new element): keep the keyboard user on it.
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const button = moveButtons.current.get(focusAfterMove.current);
    if (button) {
      button.focus();
      focusAfterMove.current = null;
    }
  });

  function move(card: PipelineCard, stage: KanbanStage) {
    if (card.stage === stage) return;
    const label = STAGE_META[stage].label;
    setError(null);
    setAnnouncement('');
    startTransition(async () => {
      showMove({ id: card.id, stage } satisfies Move);
      const result = await moveProject({ id: card.id, stage }).catch(() => null);
      redirectIfSessionExpired(result);
      if (result?.ok) setAnnouncement(`Moved ${card.title} to ${label}.`);
      else setError(`Could not move “${card.title}” to ${label}. ${result?.error ?? MOVE_FAILED}`);
    });
  }

  function drop(event: DragEvent, stage: KanbanStage) {
    event.preventDefault();
    const card = board.cards.find((c) => c.id === dragged.current);
    dragged.current = null;
    setDragging(null);
    setDropTarget(null);
    if (card) move(card, stage);
  }

  // A column and its cards take their look from `pipeline-column` and `pipeline-card`
  // (app/components.css): seventy cards would otherwise repeat the same class lists.
  return (
    <section aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading" className="text-xl font-semibold">
        Project Pipeline
      </h2>
      <p className="mt-1 text-sm text-slate-600">Drag a card to another column, or use its Move button.</p>
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="relative mt-4 flex gap-4 overflow-x-auto pb-4">
        {KANBAN_STAGES.map((stage) => {
          const inStage = cardsIn(board.cards, stage);
          const count = board.counts[stage];
          const meta = STAGE_META[stage];
          return (
            <section
              key={stage}
              aria-label={`${meta.label}: ${count} projects`}
              data-stage={stage}
              onDragOver={(event) => {
                if (!dragged.current) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(stage);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={(event) => drop(event, stage)}
              className={clsx('pipeline-column', meta.column, dropTarget === stage && 'ring-2 ring-brand-600')}
            >
              <h3>
                <span>{meta.label}</span>
                <span data-testid="stage-count">{count}</span>
              </h3>
              <ul>
                {inStage.map((card) => (
                  <li
                    key={card.id}
                    draggable
                    onDragStart={(event) => {
                      // Firefox starts a drag only when it carries data.
                      event.dataTransfer.setData('text/plain', card.id);
                      event.dataTransfer.effectAllowed = 'move';
                      dragged.current = card.id;
                      setDragging(card.id);
                    }}
                    onDragEnd={() => {
                      dragged.current = null;
                      setDragging(null);
                      setDropTarget(null);
                    }}
                    className={clsx('pipeline-card', dragging === card.id && 'opacity-50')}
                  >
                    <Link href={`/admin/projects/${card.id}`} draggable={false}>
                      {card.title}
                    </Link>
                    <p>
                      <Link href={`/admin/clients/${card.clientId}`} draggable={false}>
                        {card.clientName}
                      </Link>
                    </p>
                    <p>
                      <span>{formatMoney(card.projectValue)}</span>
                      <span>{formatMoney(card.monthlyFee)}/mo</span>
                    </p>
                    <button
                      type="button"
                      ref={(button) => {
                        if (button) moveButtons.current.set(card.id, button);
                        else moveButtons.current.delete(card.id);
                      }}
                      aria-label={`Move ${card.title}`}
                      onClick={() => setChoosing(card)}
                    >
                      Move
                    </button>
                  </li>
                ))}
              </ul>
              {count > inStage.length && (
                <Link href={`/admin/projects?stage=${stage}`}>
                  View all {count} in {meta.label}
                </Link>
              )}
            </section>
          );
        })}
      </div>
      <MoveDialog
        card={choosing}
        onClose={() => {
          focusAfterMove.current = choosing?.id ?? null;
          setChoosing(null);
        }}
        onChoose={(card, stage) => {
          focusAfterMove.current = card.id;
          setChoosing(null);
          move(card, stage);
        }}
      />
    </section>
  );
}
