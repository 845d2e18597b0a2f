import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useObjectUrl } from '../../../lib/use-object-url';
import { UNREADABLE_IMAGE_TEXT, UPLOAD_IMAGE_HINT, UPLOAD_IMAGE_TYPES, uploadImageProblem } from '../model/upload-image';

interface UploadImageFieldProps {
  image: File | null;
  onChange: (file: File | null) => void;
}

interface PreviewProps {
  file: File;
  onRemove: () => void;
  /** The browser could not show the file as a picture (e.g. a text file named .png). */
  onUnreadable: () => void;
}

function Preview({ file, onRemove, onUnreadable }: PreviewProps) {
  const url = useObjectUrl(file);
  return (
    <div className="upload-image__preview" data-testid="custom-upload-preview">
      {url && <img className="upload-image__thumb" src={url} alt={`Your picture: ${file.name}`} onError={onUnreadable} />}
      <button type="button" className="link-button" onClick={onRemove} data-testid="custom-upload-remove">
        Remove picture
      </button>
    </div>
  );
}

/**
 * Upload mode's optional picture (SPEC §5): one image of a kind the shop takes, up to its size
 * limit (said beside the input; a file over it, or one that does not open as a picture, is
 * refused here with the reason, so the order is not refused for it), with a preview and a way
 * to take it back.
 */
export function UploadImageField({ image, onChange }: UploadImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  // The input shows no file once the picture is gone (removed, or the form was sent and cleared).
  useEffect(() => {
    if (!image && inputRef.current) inputRef.current.value = '';
  }, [image]);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const refused = file ? uploadImageProblem(file) : null;
    setProblem(refused);
    if (refused) event.currentTarget.value = '';
    onChange(refused ? null : file);
  }

  // Its name and type said picture, but it does not open as one: the server would refuse it, and
  // the whole order with it. Taken off, with the reason beside the field (no broken preview).
  function unreadable() {
    setProblem(UNREADABLE_IMAGE_TEXT);
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  }

  function remove() {
    setProblem(null);
    onChange(null);
    inputRef.current?.focus();
  }

  return (
    <div className="field upload-image">
      <label className="field__label" htmlFor={inputId}>
        Picture <span className="checked-field__optional">(optional)</span>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="input upload-image__input"
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={pick}
        data-testid="custom-upload-image"
      />
      <p id={hintId} className="checked-field__hint">
        {UPLOAD_IMAGE_HINT}
      </p>
      {problem && (
        <p id={errorId} className="field__error" role="alert" data-testid="custom-upload-image-error">
          {problem}
        </p>
      )}
      {image && <Preview file={image} onRemove={remove} onUnreadable={unreadable} />}
    </div>
  );
}
