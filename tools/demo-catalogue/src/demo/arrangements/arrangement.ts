import type { Greenery } from '../../artwork/foliage.js';
import type { BloomMix, Spot } from './bloom-layout.js';

/** A flower arrangement's look: which flowers, what holds them, and its colours. */
export interface FlowerArt {
  arrangement: ArrangementKind;
  blooms: BloomMix[];
  greenery?: Greenery[];
  /** Wrapping paper, box, bucket or basket. */
  base: string;
  ribbon: string;
}

export type ArrangementKind =
  | 'wrapped'
  | 'heart-wrapped'
  | 'sleeved'
  | 'cascade'
  | 'vase'
  | 'hat-box'
  | 'tall-round-box'
  | 'square-box'
  | 'long-box'
  | 'heart-box'
  | 'bucket'
  | 'basket';

/** [x, y, width, height] of the part worth a close-up. */
export type Focus = [number, number, number, number];

export interface Drawn {
  body: string;
  focus: Focus;
  /** Where a decoration on the container's front goes. */
  front: Spot;
}

/**
 * Draws one arrangement standing on the table at y ≈ 520 of a 600 × 600 picture; `behindBlooms`
 * is drawn between the container's back and the flowers (the money bouquet's bills).
 */
export type DrawArrangement = (art: FlowerArt, random: () => number, behindBlooms: string) => Drawn;
