import { InputField } from '../../../components/Field';

/** The longest search the server takes (a part of an order ID is far shorter). */
const SEARCH_MAX_LENGTH = 64;

interface OrdersSearchProps {
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
}

/** Search by part of an order ID (SPEC §5); the list follows as typing pauses, or at once on Enter. */
export function OrdersSearch({ value, onChange, onSubmit }: OrdersSearchProps) {
  return (
    <form
      role="search"
      className="admin-orders__search"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <InputField
        label="Search by order ID"
        type="search"
        value={value}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. BB-20261123"
        onChange={(event) => onChange(event.target.value)}
        data-testid="admin-orders-search"
      />
    </form>
  );
}
