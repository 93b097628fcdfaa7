import {
  type LeadKind,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  type LeadNotification,
  type LeadStatus,
  NOTIFICATION_STATUS_LABELS,
} from '@casa/core';
import { Tag, Tooltip } from 'antd';

const STATUS_COLORS: Record<LeadStatus, string> = { new: 'gold', confirmed: 'cyan', handled: 'green', archived: 'default' };
const NOTIFICATION_COLORS = { pending: 'processing', sent: 'success', failed: 'error', disabled: 'default' } as const;

export function LeadStatusTag({ status }: { status: LeadStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{LEAD_STATUS_LABELS[status]}</Tag>;
}

export function LeadKindTag({ kind }: { kind: LeadKind }) {
  return <Tag color={kind === 'appointment' ? 'purple' : 'blue'}>{LEAD_KIND_LABELS[kind]}</Tag>;
}

/** Whether the e-mail went out; the last error on hover while it is retried or after it failed. */
export function NotificationTag({ notification }: { notification: LeadNotification }) {
  const tag = <Tag color={NOTIFICATION_COLORS[notification.status]}>{NOTIFICATION_STATUS_LABELS[notification.status]}</Tag>;
  return notification.lastError ? <Tooltip title={notification.lastError}>{tag}</Tooltip> : tag;
}
