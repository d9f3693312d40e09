export function LoadingScreen({ message = 'Loading...' }: { message?: string }) {
  return (
    <div className="loading-screen" role="status" aria-live="polite" data-testid="loading-screen">
      <div className="spinner" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

export function InlineLoading({ message = 'Loading...' }: { message?: string }) {
  return (
    <div className="inline-loading" role="status" aria-live="polite">
      <span className="spinner spinner--small" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}
