import './form-outcome.css';

/** How the last submission of a public form ended: shown under it until the next one. */
export type SubmitOutcome = 'succeeded' | 'failed' | null;

interface FormOutcomeProps {
  outcome: SubmitOutcome;
  successText: string;
  failureText: string;
  successTestId: string;
  failureTestId: string;
  /** Why the server refused it, when that is something the shopper can act on; shown under the failure text. */
  failureDetail?: string | null;
  failureDetailTestId?: string;
}

/**
 * The success text in a `role=status` region (announced politely), the failure text in a
 * `role=alert` region. Both regions are always in the page, so the text put into them is read out.
 */
export function FormOutcome({
  outcome,
  successText,
  failureText,
  successTestId,
  failureTestId,
  failureDetail,
  failureDetailTestId,
}: FormOutcomeProps) {
  return (
    <>
      <div className="form-outcome" role="status" aria-live="polite">
        {outcome === 'succeeded' && (
          <p className="form-outcome__success" data-testid={successTestId}>
            {successText}
          </p>
        )}
      </div>
      <div className="form-outcome" role="alert">
        {outcome === 'failed' && (
          <p className="form-outcome__failure" data-testid={failureTestId}>
            {failureText}
          </p>
        )}
        {outcome === 'failed' && failureDetail && (
          <p className="form-outcome__detail" data-testid={failureDetailTestId}>
            {failureDetail}
          </p>
        )}
      </div>
    </>
  );
}
