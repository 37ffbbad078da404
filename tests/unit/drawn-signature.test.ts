import { describe, expect, it } from 'vitest';
import {
  DRAWN_HEIGHT,
  DRAWN_WIDTH,
  drawnPath,
  drawnSignatureField,
  scaleStrokes,
  storedDrawing,
} from '@/lib/proposals/drawn-signature';

// The drawn signature's rules: what the pad posts is scaled into one box, the server reads
// only lists of whole points inside it, and the page and the PDF draw it from the same strokes.

describe('drawn signature', () => {
  it('scales the pad’s strokes into the fixed box, clamped and rounded', () => {
    const strokes = scaleStrokes(
      [
        {
          points: [
            { x: 0, y: 0 },
            { x: 150, y: 50 },
            { x: 300.4, y: 120 },
          ],
        },
        { points: [] },
      ],
      300,
      100,
    );
    expect(strokes).toEqual([
      [
        [0, 0],
        [300, 100],
        [DRAWN_WIDTH, DRAWN_HEIGHT],
      ],
    ]);
  });

  it('reads an empty box as no drawing and a valid one as its strokes', () => {
    expect(drawnSignatureField.parse('')).toBeNull();
    expect(drawnSignatureField.parse(undefined)).toBeNull();
    expect(drawnSignatureField.parse('[[[1,2],[3,4]]]')).toEqual([
      [
        [1, 2],
        [3, 4],
      ],
    ]);
  });

  it('refuses anything that is not whole points inside the box', () => {
    for (const bad of [
      'nope',
      '{}',
      '[]',
      '[[]]',
      '[[[1.5,2]]]',
      '[[[-1,2]]]',
      `[[[${DRAWN_WIDTH + 1},0]]]`,
      '[[[1,2,3]]]',
      '[[["1",2]]]',
      JSON.stringify(Array.from({ length: 61 }, () => [[1, 1]])),
      JSON.stringify([Array.from({ length: 1001 }, () => [1, 1])]),
    ])
      expect(drawnSignatureField.safeParse(bad).success, bad).toBe(false);
    expect(storedDrawing({ not: 'a drawing' })).toBeNull();
  });

  it('draws strokes as one SVG path, a single point as a dot', () => {
    expect(
      drawnPath([
        [
          [1, 2],
          [3, 4],
        ],
        [[5, 6]],
      ]),
    ).toBe('M1 2L3 4M5 6h0.1');
  });
});
