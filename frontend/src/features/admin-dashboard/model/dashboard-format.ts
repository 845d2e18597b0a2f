import { formatLongDay, formatShortDay } from '../../../lib/format-shop-day';
import type { DayLoad } from '../../../lib/api/schemas';

/** The days a figure covers, in words: `Monday, March 9` or `Mon, Mar 9 – Tue, Mar 10`. */
export function formatSpan(from: string, to: string): string {
  return from === to ? formatLongDay(from) : `${formatShortDay(from)} – ${formatShortDay(to)}`;
}

/** A table row's day: `Mon, Mar 9`, and `Today, Mon, Mar 9` for today. */
export function formatRowDay(day: string, today: string): string {
  return day === today ? `Today, ${formatShortDay(day)}` : formatShortDay(day);
}

const KIND_LABELS: Record<string, string> = {
  box: 'Box',
  keychain: 'Keychain',
  bouquet: 'Bouquet',
  'occasion-product': 'Occasion product',
};

export function kindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** What a coming day's load means for the shop, in words (the bar beside it only repeats it). */
export function loadState({ booked, capacity, reason }: DayLoad): string {
  switch (reason) {
    case 'closed':
      return 'Closed (weekly closed day)';
    case 'blackout':
      return 'Closed (holiday)';
    case 'full':
      return 'Full';
    case 'too-soon':
      return 'Too late to order (cutoff or lead time)';
    case 'past':
      return 'Past';
    default:
      return placesLeft(booked, capacity);
  }
}

function placesLeft(booked: number, capacity: number): string {
  const left = Math.max(0, capacity - booked);
  return `${left.toLocaleString('en-US')} ${left === 1 ? 'place' : 'places'} left`;
}

/** Booked as a share of capacity, 0–100 (a day without capacity counts as full when anything is booked). */
export function loadPercent({ booked, capacity }: Pick<DayLoad, 'booked' | 'capacity'>): number {
  if (capacity <= 0) return booked > 0 ? 100 : 0;
  return Math.min(100, Math.round((booked / capacity) * 100));
}
