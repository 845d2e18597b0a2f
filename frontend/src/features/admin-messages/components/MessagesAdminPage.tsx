import { Link } from 'react-router-dom';
import { ADMIN_LOGIN_PATH } from '../../../config/admin-navigation';
import { isUnauthorized } from '../../../lib/api-client';
import { useContactMessages } from '../hooks/useContactMessages';
import { useMessageDelete } from '../hooks/useMessageDelete';
import { MessagesTable } from './MessagesTable';
import './admin-messages.css';

/** `/admin/messages` (Messages Query): the shop's contact messages, newest first, with delete (SPEC §2). */
export default function MessagesAdminPage() {
  const { data: messages = [], status, error, refetch, isFetching } = useContactMessages();
  const { remove, deletingId, deleteError } = useMessageDelete();

  return (
    <section className="admin-panel admin-messages" aria-labelledby="admin-messages-title" data-testid="admin-messages-page">
      <h1 id="admin-messages-title" className="admin-panel__title">
        Messages Query
      </h1>
      <p className="admin-panel__text">What shoppers sent through the contact page, newest first.</p>
      {deleteError && (
        <p className="admin-messages__notice admin-messages__notice--error" role="alert" data-testid="admin-messages-delete-error">
          Failed to delete message: {deleteError}
        </p>
      )}
      {status === 'pending' && <p className="admin-messages__notice">Loading messages...</p>}
      {status === 'error' && (
        <div className="admin-messages__notice admin-messages__notice--error" role="alert" data-testid="admin-messages-load-error">
          <p>Failed to load messages.</p>
          {isUnauthorized(error) ? (
            <Link to={ADMIN_LOGIN_PATH}>Please log in again</Link>
          ) : (
            <button type="button" className="button button--secondary" disabled={isFetching} onClick={() => void refetch()}>
              Retry
            </button>
          )}
        </div>
      )}
      {status === 'success' && messages.length === 0 && (
        <p className="admin-messages__notice" data-testid="admin-messages-empty">
          No messages yet.
        </p>
      )}
      {messages.length > 0 && (
        // A long unbroken word may still make the table wider than the panel: it then scrolls in
        // its own box, which the keyboard can reach to scroll it.
        <div className="admin-messages__table-box" role="region" aria-label="Messages" tabIndex={0}>
          <MessagesTable messages={messages} onDelete={remove} deletingId={deletingId} />
        </div>
      )}
    </section>
  );
}
