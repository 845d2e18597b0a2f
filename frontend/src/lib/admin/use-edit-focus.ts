import { useEffect, useRef, type RefObject } from 'react';

interface EditFocusOptions {
  /** The id of what is being edited; undefined out of edit mode. */
  editingId: string | undefined;
  /** The edit form (or its box). */
  form: RefObject<HTMLElement | null>;
  focusFirstField: () => void;
  /** Where the focus goes back when the Edit that opened the form is gone (an in-place edit replaces it). */
  editButton?: RefObject<HTMLElement | null>;
}

/**
 * Keeps a keyboard user's place across an admin edit form. `opened()` is called by an Edit (focus
 * on it); once the form shows that product, the focus moves to its first field, where the edit
 * happens, instead of staying on the Edit (down in the list, or gone with it). When edit mode ends
 * (Cancel, a save, nothing changed) the form's buttons change or go, which dropped the focus to
 * <body>: it goes back to the Edit, if the focus was in the form or lost; a focus the admin moved
 * elsewhere is left where it is.
 */
export function useEditFocus({ editingId, form, focusFirstField, editButton }: EditFocusOptions) {
  const opener = useRef<HTMLElement | null>(null);
  const focusField = useRef(focusFirstField);
  focusField.current = focusFirstField;

  useEffect(() => {
    // After the render: a form reset re-registers its fields, so they are focusable only now.
    if (editingId !== undefined) {
      if (opener.current) focusField.current();
      return;
    }
    const trigger = opener.current?.isConnected ? opener.current : editButton?.current;
    const wasOpen = opener.current !== null;
    opener.current = null;
    if (!wasOpen || !trigger) return;
    const active = document.activeElement;
    if (active === null || active === document.body || form.current?.contains(active)) trigger.focus();
  }, [editingId, form, editButton]);

  return function opened() {
    const active = document.activeElement;
    if (active instanceof HTMLElement && !form.current?.contains(active)) opener.current = active;
  };
}
