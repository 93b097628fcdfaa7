/**
 * Backups written before contacts and appointments became one `leads` table still restore: their
 * `contacts` and `appointments` rows become leads, numbered in the order they arrived with their
 * old id kept as `legacy_ref` ('contact-12'), and each `mail_outbox` row points at its lead's new
 * id, exactly as the migration 202611261200-one-leads-table moves a database
 * (docs/decisions/0017-one-leads-table.md). A file from this version passes through untouched.
 */

type Row = Record<string, unknown>;
export type TargetRow = [table: string, row: Row];

export interface BackupUpgrade {
  /** The rows to write for one line of the file; it may hold some back and give them later. */
  line(table: string, row: Row): TargetRow[];
  /** What it still holds once the file has ended. */
  end(): TargetRow[];
}

const ONE_LEADS_TABLE = '202611261200-one-leads-table';

const OLD_TABLES: Record<string, { kind: string; order: number }> = {
  contacts: { kind: 'contact', order: 0 },
  appointments: { kind: 'appointment', order: 1 },
};

const passThrough: BackupUpgrade = { line: (table, row) => [[table, row]], end: () => [] };

/** The upgrade a file needs, from the migrations its header lists. */
export function backupUpgrade(migrations: readonly string[]): BackupUpgrade {
  return migrations.includes(ONE_LEADS_TABLE) ? passThrough : leadsFromOldTables();
}

interface Held {
  row: Row;
  kind: string;
  order: number;
  oldId: number;
}

function leadsFromOldTables(): BackupUpgrade {
  // Leads wait until their two tables have been read: their new ids follow the arrival order of both.
  let held: Held[] | null = [];
  const ids = new Map<string, number>();

  const release = (): TargetRow[] => {
    if (held === null) return [];
    const sorted = held.sort(
      (a, b) => String(a.row.created_at ?? '').localeCompare(String(b.row.created_at ?? '')) || a.order - b.order || a.oldId - b.oldId,
    );
    held = null;
    return sorted.map(({ row, kind, oldId }, index) => {
      const legacyRef = `${kind}-${oldId}`;
      ids.set(legacyRef, index + 1);
      return ['leads', { ...row, id: index + 1, kind, legacy_ref: legacyRef }];
    });
  };

  return {
    line(table, row) {
      const old = OLD_TABLES[table];
      if (old && held !== null) {
        held.push({ row, kind: old.kind, order: old.order, oldId: Number(row.id) });
        return [];
      }
      const leads = release();
      if (table !== 'mail_outbox') return [...leads, [table, row]];
      const { lead_kind: kind, lead_id: oldId, ...rest } = row;
      const leadId = ids.get(`${String(kind)}-${String(oldId)}`);
      // CASE: the notification of a lead that no longer exists could never be sent; the migration drops it too.
      return leadId === undefined ? leads : [...leads, ['mail_outbox', { ...rest, lead_id: leadId }]];
    },
    end: release,
  };
}
