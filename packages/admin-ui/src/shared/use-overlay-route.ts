import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface OverlayState {
  /** Opened from its list in this tab: closing is a step back in the history. */
  overList?: true;
}

/**
 * A dialog or panel with its own address over a list (/admin/solicitudes/42 over
 * /admin/solicitudes, docs/decisions/0018-admin-urls.md). Opening pushes its address; closing
 * steps back when it was opened from the list, so Back closes it and Forward opens it again, and
 * otherwise (a link from an e-mail, a new tab) goes to the list.
 */
export function useOverlayRoute(listPath: string): { open: (path: string) => void; close: () => void } {
  const navigate = useNavigate();
  const fromList = (useLocation().state as OverlayState | null)?.overList === true;
  return useMemo(
    () => ({
      open: (path: string) => void navigate(path, { state: { overList: true } satisfies OverlayState }),
      close: () => void (fromList ? navigate(-1) : navigate(listPath)),
    }),
    [navigate, fromList, listPath],
  );
}
