import { MESSAGES } from '@casa/core';
import { Alert, Button } from 'antd';
import { failureReason } from '../failure-reason.js';

/** The history (or the deleted records) could not be read: why, and 'Reintentar'. */
export function HistoryLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="No se pudo leer el historial"
      description={failureReason(error) ?? MESSAGES.unreadableAnswer}
      action={<Button onClick={onRetry}>Reintentar</Button>}
    />
  );
}
