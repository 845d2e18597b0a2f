import { describe, expect, it } from 'vitest';
import { currentSection, type SectionPosition } from './current-section';

const at = (...tops: number[]): SectionPosition[] => tops.map((top, index) => ({ id: `s${index}`, top, landsAt: 130 }));
const scroll = { atBottom: false, viewportHeight: 800, hashId: null };

describe('currentSection (the jump list scroll-spy)', () => {
  it('is none while the first section is still below where a jump would put it', () => {
    expect(currentSection(at(400, 1000, 1600), scroll)).toBeNull();
    expect(currentSection(at(400, 1000, 1600), { ...scroll, hashId: 's1' })).toBeNull();
  });

  it('is the last section whose top came up to its scroll margin (a jump lands exactly there)', () => {
    expect(currentSection(at(-470, 130, 730), scroll)).toBe('s1');
    expect(currentSection(at(-470, 135, 730), scroll)).toBe('s1');
    expect(currentSection(at(-1070, -470, 100), scroll)).toBe('s2');
  });

  it('at the bottom of the page, the named section on screen counts (a short last section cannot scroll up)', () => {
    expect(currentSection(at(-1070, -470, 500), { ...scroll, atBottom: true, hashId: 's2' })).toBe('s2');
    expect(currentSection(at(-1070, -470, 500), { ...scroll, atBottom: true, hashId: 's0' })).toBe('s1');
    expect(currentSection(at(-1070, -470, 500), { ...scroll, atBottom: false, hashId: 's2' })).toBe('s1');
  });
});
