/** Why the server refused a save, shown next to the form (role=alert, so it is read out). */
export function FormServerError({ message, testId }: { message: string | null; testId: string }) {
  if (!message) return null;
  return (
    <p className="form-server-error" role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
