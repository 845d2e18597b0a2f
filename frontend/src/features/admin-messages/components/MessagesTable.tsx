import { TableHead } from '../../../components/TableHead';
import { DeleteRowButton } from '../../../lib/admin/DeleteRowButton';
import type { ContactMessage } from '../../../lib/api/schemas';

interface MessagesTableProps {
  messages: ContactMessage[];
  onDelete: (message: ContactMessage) => void;
  deletingId: string | null;
}

const COLUMNS = ['Name', 'Email', 'Phone', 'Subject', 'Message'] as const;

/** What an empty optional field shows, so the admin sees it was left out. */
function Missing() {
  return <span className="admin-messages__missing">—</span>;
}

/**
 * The messages, read-only (SPEC §2): one row each with name, e-mail, phone, subject, message
 * and Delete. On phones every row becomes a card whose cells name their column (`data-label`).
 */
export function MessagesTable({ messages, onDelete, deletingId }: MessagesTableProps) {
  return (
    <table className="admin-table admin-messages__table" data-testid="admin-messages-table">
      <TableHead caption="Contact messages, newest first" columns={COLUMNS} />
      <tbody>
        {messages.map((message) => (
          <tr key={message._id} data-testid="admin-message-row" data-message-id={message._id}>
            <td data-label="Name" className="admin-long-text" data-testid="admin-message-name">
              {message.name}
            </td>
            <td data-label="Email" className="admin-messages__email admin-long-text" data-testid="admin-message-email">
              <a href={`mailto:${message.email}`}>{message.email}</a>
            </td>
            <td data-label="Phone" className="admin-messages__phone" data-testid="admin-message-phone">
              {message.phone ? <a href={`tel:${message.phone}`}>{message.phone}</a> : <Missing />}
            </td>
            <td data-label="Subject" className="admin-long-text" data-testid="admin-message-subject">
              {message.subject || <Missing />}
            </td>
            <td data-label="Message" className="admin-messages__text admin-long-text" data-testid="admin-message-text">
              {message.message}
            </td>
            <td className="admin-messages__actions">
              <DeleteRowButton
                deleting={deletingId === message._id}
                label={`Delete the message from ${message.name}`}
                onDelete={() => void onDelete(message)}
                testId="admin-message-delete"
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
