import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, formatBytes, formatCounts, writeBackup } from '../features/backup/service.js';
import { runCommand, withMigratedDb } from './run.js';

const USAGE = `Uso: npm run backup -- [archivo]
Escribe una copia completa (contenido, imágenes, solicitudes, newsletter y usuarios; no las sesiones)
en un solo archivo. Sin archivo: BACKUP_DIR/casa-<fecha>.jsonl.gz (por defecto DATA_DIR/backups). Puede hacerse con el servidor en marcha.`;

/** `casa-2026-11-23T19-45-00Z.jsonl.gz`: sorts by date and is a valid file name everywhere. */
export function defaultBackupFile(backupDir: string, now: Date): string {
  return path.join(
    backupDir,
    `casa-${now
      .toISOString()
      .replace(/\.\d+Z$/, 'Z')
      .replace(/:/g, '-')}.jsonl.gz`,
  );
}

async function run(args: string[]): Promise<void> {
  if (args.includes('--help') || args.length > 1) {
    console.log(USAGE);
    if (args.length > 1) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const file = path.resolve(args[0] ?? defaultBackupFile(config.backupDir, new Date()));
  const counts = await withMigratedDb(config, (db) => writeBackup(db, file));
  console.log(`Copia escrita en ${file} (${formatBytes(fs.statSync(file).size)}).`);
  console.log(formatCounts(counts));
}

runCommand(run, (error) => error instanceof BackupError);
