import type { Pipeline, PipelineCard } from './queries';
import type { KanbanStage } from './stages';

export type Move = { id: string; stage: KanbanStage };

/** The board after a move, shown at once while the server saves it. */
export function applyMove(pipeline: Pipeline, move: Move): Pipeline {
  const card = pipeline.cards.find((c) => c.id === move.id);
  if (!card || card.stage === move.stage) return pipeline;
  return {
    cards: pipeline.cards.map((c) => (c.id === move.id ? { ...c, stage: move.stage } : c)),
    counts: {
      ...pipeline.counts,
      [card.stage]: Math.max(0, pipeline.counts[card.stage] - 1),
      [move.stage]: pipeline.counts[move.stage] + 1,
    },
  };
}

/** One column's cards, newest first as the server sends them. */
export function cardsIn(cards: PipelineCard[], stage: KanbanStage): PipelineCard[] {
  return cards
    .filter((c) => c.stage === stage)
    .sort((a, b) => {
      const [x, y] = a.createdAt === b.createdAt ? [a.id, b.id] : [a.createdAt, b.createdAt];
      return x < y ? 1 : x > y ? -1 : 0;
    });
}
