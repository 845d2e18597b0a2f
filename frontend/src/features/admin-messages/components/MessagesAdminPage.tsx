import { useState } from 'react';
import { AdminLoadFailure } from '../../../components/AdminLoadFailure';
import { AdminPager } from '../../../lib/admin/AdminPager';
import { pageCount } from '../../../lib/admin/admin-pages';
import { usePageInRange } from '../../../lib/admin/use-page-in-range';
import { LOAD_FAILURE, useContactMessages } from '../hooks/useContactMessages';
import { useMarkMessagesSeen } from '../hooks/useMarkMessagesSeen';
import { useMessageDelete } from '../hooks/useMessageDelete';
import { MESSAGES_PAGE_SIZE } from '../model/contact-message';
import { MessagesTable } from './MessagesTable';
import '../../../lib/admin/admin-table.css';
import './admin-messages.css';

/**
 * `/admin/messages` (Messages Query): the shop's contact messages, newest first, with delete
 * (SPEC §2), 25 a page so years of messages neither load nor draw at once.
 */
export default function MessagesAdminPage() {
  const [page, setPage] = useState(1);
  const { data, status, refetch, isFetching } = useContactMessages(page);
  const messages = data?.items ?? [];
  const pages = pageCount(data?.total ?? 0, MESSAGES_PAGE_SIZE);
  // The pager tells the page whose messages are on screen (the next one may still be on its way).
  const shownPage = data?.page ?? page;
  usePageInRange(shownPage, pages, messages.length, data !== undefined, setPage);
  const { remove, deletingId, deleteError } = useMessageDelete();
  useMarkMessagesSeen(status === 'success' ? messages : undefined);

  return (
    <section
      className="admin-panel admin-messages"
      aria-labelledby="admin-messages-title"
      data-testid="admin-messages-page"
    >
      <h1 id="admin-messages-title" className="admin-panel__title">
        Messages Query
      </h1>
      <p className="admin-panel__text">What shoppers sent through the contact page, newest first.</p>
      {deleteError && (
        <p
          className="admin-table-notice admin-table-notice--error"
          role="alert"
          data-testid="admin-messages-delete-error"
        >
          Failed to delete message: {deleteError}
        </p>
      )}
      {status === 'pending' && <p className="admin-table-notice">Loading messages...</p>}
      {status === 'error' && (
        <AdminLoadFailure
          message={LOAD_FAILURE}
          onRetry={() => void refetch()}
          retrying={isFetching}
          className="admin-table-notice admin-table-notice--error"
          testId="admin-messages-load-error"
        />
      )}
      {status === 'success' && messages.length === 0 && (
        <p className="admin-table-notice" data-testid="admin-messages-empty">
          No messages yet.
        </p>
      )}
      {messages.length > 0 && (
        // A long unbroken word may still make the table wider than the panel: it then scrolls in
        // its own box, which the keyboard can reach to scroll it.
        <div className="admin-table-box admin-messages__table-box" role="region" aria-label="Messages" tabIndex={0}>
          <MessagesTable messages={messages} onDelete={remove} deletingId={deletingId} />
        </div>
      )}
      {pages > 1 && (
        <AdminPager
          page={shownPage}
          pages={pages}
          onPage={setPage}
          label="Message pages"
          testIdPrefix="admin-messages"
        />
      )}
    </section>
  );
}
