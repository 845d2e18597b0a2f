import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { imageFile, stubObjectUrls } from './catalog-test-kit';
import { ImagePicker } from './ImagePicker';

function Picker({ max = 2, overflowAlert, hint }: { max?: number; overflowAlert?: string; hint?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Images"
      hint={hint}
      files={files}
      onChange={setFiles}
      max={max}
      overflowAlert={overflowAlert}
      testId="pick"
    />
  );
}

const input = () => screen.getByTestId('pick-input') as HTMLInputElement;
const previews = () => screen.queryAllByTestId('pick-preview');
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });

beforeEach(() => stubObjectUrls());

describe('ImagePicker', () => {
  it('accepts images only, several at once when the limit allows', () => {
    render(<Picker />);
    expect(input().accept).toBe('image/*');
    expect(input().multiple).toBe(true);
    expect(screen.getByLabelText('Images')).toBe(input());
  });

  it('reads its hint with the input, and describes nothing without one', () => {
    const { unmount } = render(<Picker hint="At least 1 and up to 2 images." />);
    const describedBy = input().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('At least 1 and up to 2 images.');
    unmount();
    render(<Picker />);
    expect(input().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows a preview per image and disables the input at the limit', () => {
    render(<Picker />);
    pick(imageFile('a.png'));
    expect(previews()).toHaveLength(1);
    expect(input().disabled).toBe(false);
    pick(imageFile('b.png'));
    expect(previews()).toHaveLength(2);
    expect(input().disabled).toBe(true);
    expect(screen.getByAltText('Image 1: a.png').getAttribute('src')).toBe('blob:preview');
  });

  it('alerts its text when more are picked, keeping only the first up to the limit', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<Picker overflowAlert="Too many" />);
    pick(imageFile('a.png'), imageFile('b.png'), imageFile('c.png'));
    expect(alert).toHaveBeenCalledWith('Too many');
    expect(previews().map((item) => item.textContent)).toEqual(['a.png×', 'b.png×']);
  });

  it('ignores files that are not images', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(<Picker overflowAlert="Too many" />);
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(previews()).toHaveLength(0);
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }), imageFile('a.png'));
    expect(previews()).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });

  it('removes images one by one, enabling the input again and revoking the preview URL', () => {
    render(<Picker />);
    pick(imageFile('a.png'), imageFile('b.png'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(previews().map((item) => item.textContent)).toEqual(['b.png×']);
    expect(input().disabled).toBe(false);
    expect(URL.revokeObjectURL).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('pick-remove'));
    expect(previews()).toHaveLength(0);
  });

  it('moves the focus to the remove button now in the place of the removed one, then to the input (not to the page)', () => {
    render(<Picker />);
    pick(imageFile('a.png'), imageFile('b.png'));
    const removeA = screen.getByRole('button', { name: 'Remove a.png' });
    removeA.focus();
    fireEvent.click(removeA);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove b.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(document.activeElement).toBe(input());
  });

  it('moves the focus to the one before when the last image is removed', () => {
    render(<Picker />);
    pick(imageFile('a.png'), imageFile('b.png'));
    const removeB = screen.getByRole('button', { name: 'Remove b.png' });
    removeB.focus();
    fireEvent.click(removeB);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a.png' }));
  });

  it('takes a single image without `multiple` when the limit is 1', () => {
    render(<Picker max={1} />);
    expect(input().multiple).toBe(false);
    pick(imageFile('a.png'));
    expect(input().disabled).toBe(true);
  });
});
