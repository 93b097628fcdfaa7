import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, formatCounts, restoreBackup } from '../features/backup/service.js';
import { runCommand, withMigratedDb } from './run.js';

const USAGE = `Uso: npm run restore -- <archivo> [--force]
Restaura una copia hecha con npm run backup en la base de datos configurada (DATABASE_URL o DATA_DIR),
que debe estar vacía. Con --force reemplaza el contenido existente, tras guardar una copia de seguridad
de él en BACKUP_DIR (por defecto DATA_DIR/backups). Detén el servidor antes de restaurar.`;

async function run(args: string[]): Promise<void> {
  const force = args.includes('--force');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (files.length !== 1 || args.includes('--help')) {
    console.log(USAGE);
    if (!args.includes('--help')) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const safetyFile = path.join(config.backupDir, `antes-de-restaurar-${stamp}.jsonl.gz`);
  const file = path.resolve(files[0] as string);
  const { counts, safetyFile: written } = await withMigratedDb(config, (db) => restoreBackup(db, file, { force, safetyFile }));
  if (written) console.log(`Copia de seguridad del contenido anterior: ${written}`);
  console.log('Restaurado:');
  console.log(formatCounts(counts));
}

runCommand(run, (error) => error instanceof BackupError);
