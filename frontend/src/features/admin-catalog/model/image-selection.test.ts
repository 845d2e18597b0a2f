import { describe, expect, it } from 'vitest';
import { addImages, isImageFile } from './image-selection';

const image = (name: string) => new File(['x'], name, { type: 'image/png' });
const text = (name: string) => new File(['x'], name, { type: 'text/plain' });

describe('addImages', () => {
  it('accepts only image files', () => {
    expect(isImageFile(image('a.png'))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isImageFile(text('a.txt'))).toBe(false);
    expect(isImageFile(new File(['x'], 'noext'))).toBe(false);
  });

  it('adds picked images after the chosen ones, up to the limit', () => {
    const a = image('a.png');
    const b = image('b.png');
    expect(addImages([], [a, b], 2)).toEqual({ files: [a, b], overflow: false });
    expect(addImages([a], [b], 2)).toEqual({ files: [a, b], overflow: false });
  });

  it('keeps at most the limit and says so when more were picked', () => {
    const [a, b, c] = [image('a.png'), image('b.png'), image('c.png')];
    expect(addImages([], [a, b, c], 2)).toEqual({ files: [a, b], overflow: true });
    expect(addImages([a], [b, c], 2)).toEqual({ files: [a, b], overflow: true });
    expect(addImages([a, b], [c], 2)).toEqual({ files: [a, b], overflow: true });
  });

  it('ignores non-images without counting them against the limit', () => {
    const a = image('a.png');
    const notes = text('notes.txt');
    expect(addImages([], [notes, a], 2)).toEqual({ files: [a], overflow: false });
    expect(addImages([a], [notes, notes], 1)).toEqual({ files: [a], overflow: false });
  });
});
