interface TableHeadProps {
  /** What the table lists, read out by screen readers only. */
  caption: string;
  columns: readonly string[];
}

/**
 * An admin table's caption and header row, ending with an unnamed-on-screen "Actions" column
 * for each row's buttons.
 */
export function TableHead({ caption, columns }: TableHeadProps) {
  return (
    <>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
    </>
  );
}
