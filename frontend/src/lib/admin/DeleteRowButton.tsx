interface DeleteRowButtonProps {
  deleting: boolean;
  /** Names the row, e.g. `Delete order 42`: every row's button reads "Delete". */
  label: string;
  onDelete: () => void;
  testId: string;
}

/**
 * An admin table row's Delete, disabled and reading "Deleting..." while its delete is on its way.
 * In lib/admin, beside admin-table.css, so it ships with the admin screens only.
 */
export function DeleteRowButton({ deleting, label, onDelete, testId }: DeleteRowButtonProps) {
  return (
    <button
      type="button"
      className="button button--danger"
      aria-label={label}
      disabled={deleting}
      onClick={onDelete}
      data-testid={testId}
    >
      {deleting ? 'Deleting...' : 'Delete'}
    </button>
  );
}
