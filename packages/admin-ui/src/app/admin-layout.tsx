import type { CurrentUser } from '@casa/core';
import { Outlet } from 'react-router-dom';
import { useGetLeadsSummaryQuery } from '../api/leads-endpoints.js';
import { useLogout } from '../features/auth/use-auth.js';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from '../features/leads/use-auto-refresh.js';
import { useSignedOutOn401 } from '../shared/session-expired.js';
import { AdminHeader } from './admin-header.js';
import styles from './admin-layout.module.css';

/** The header and navigation around the screen the address names (app/sections.tsx). */
export function AdminLayout({ user }: { user: CurrentUser }) {
  const { logout, isLoggingOut } = useLogout();
  const {
    data: summary,
    error: summaryError,
    refetch: refetchSummary,
  } = useGetLeadsSummaryQuery(undefined, { pollingInterval: LEADS_REFRESH_MS });
  useRefetchOnFocus(refetchSummary);
  // The poll is also how an open admin notices a session ended elsewhere (disabled, password reset).
  useSignedOutOn401(summaryError);

  return (
    <div className={styles.page}>
      <AdminHeader
        username={user.username}
        role={user.role}
        loggingOut={isLoggingOut}
        counts={{ newLeads: summary?.new ?? 0 }}
        onLogout={() => void logout()}
      />
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
