import { Alert } from './alert';
import { Button } from './button';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'The questions could not be loaded.' */
  message: string;
  /** Offers a retry button with this label. */
  retryLabel?: string;
  onRetry?: () => void;
}

/** In-page error when a screen's content failed to load; the rest of the page keeps working. */
export function LoadError({ message, retryLabel = 'Try again', onRetry }: LoadErrorProps) {
  return (
    <Alert tone="danger" role="alert">
      <p>{message}</p>
      {onRetry && (
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </Alert>
  );
}
