import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { addImages } from '../model/image-selection';

interface ImagePickerProps {
  label: string;
  hint?: string;
  /** The images chosen so far, in order. */
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  /** `alert()` text when more than `max` images are picked; the extra ones are dropped either way. */
  overflowAlert?: string;
  disabled?: boolean;
  /** Prefix of the `data-testid`s: `-input`, `-preview`, `-remove`. */
  testId: string;
}

const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;

/** A stable React key per chosen File (the same file picked twice gets two keys). */
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

function ImagePreview({
  file,
  index,
  onRemove,
  disabled,
  testId,
}: {
  file: File;
  index: number;
  onRemove: () => void;
  disabled?: boolean;
  testId: string;
}) {
  const url = useObjectUrl(file);
  return (
    <li className="image-picker__preview" data-testid={`${testId}-preview`}>
      {url ? (
        <img className="image-picker__thumb" src={url} alt={`Image ${index + 1}: ${file.name}`} />
      ) : (
        <span className="image-picker__thumb" aria-hidden="true" />
      )}
      <span className="image-picker__name">{file.name}</span>
      <button
        type="button"
        className="image-picker__remove"
        aria-label={`Remove ${file.name}`}
        disabled={disabled}
        onClick={onRemove}
        data-testid={`${testId}-remove`}
      >
        ×
      </button>
    </li>
  );
}

/**
 * Chooses up to `max` images (SPEC §5): image files only (`accept="image/*"`, other files are
 * ignored), an alert and at most `max` kept when more are picked, the input disabled once the
 * limit is reached, and a preview with a remove button per image. The hint (how many images) is
 * read with the input. A removed image takes its button away: the focus goes to the remove button
 * now in its place (the last one's when it was last), or to the file input once none is left,
 * instead of dropping to the page.
 */
export function ImagePicker({ label, hint, files, onChange, max, overflowAlert, disabled, testId }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const full = files.length >= max;
  const fileInput = useRef<HTMLInputElement>(null);
  const previews = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = [...(previews.current?.querySelectorAll('button') ?? [])];
    (buttons[Math.min(index, buttons.length - 1)] ?? fileInput.current)?.focus();
  }, [files]);

  function remove(index: number) {
    removedAt.current = index;
    onChange(files.filter((_, position) => position !== index));
  }

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const picked = Array.from(input.files ?? []);
    // The chosen images live in state; clearing the input lets the same file be picked again.
    input.value = '';
    const selection = addImages(files, picked, max);
    if (selection.overflow && overflowAlert) window.alert(overflowAlert);
    if (selection.files.length !== files.length) onChange(selection.files);
  }

  return (
    <div className="field image-picker">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={fileInput}
        id={inputId}
        className="input image-picker__input"
        type="file"
        accept="image/*"
        multiple={max > 1}
        disabled={disabled || full}
        aria-describedby={hint ? hintId : undefined}
        onChange={handlePick}
        data-testid={`${testId}-input`}
      />
      {hint && (
        <p id={hintId} className="image-picker__hint">
          {hint}
        </p>
      )}
      {files.length > 0 && (
        <ul ref={previews} className="image-picker__previews" aria-label="Chosen images">
          {files.map((file, index) => (
            <ImagePreview
              key={keyOf(file)}
              file={file}
              index={index}
              disabled={disabled}
              testId={testId}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
