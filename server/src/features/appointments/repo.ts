import type { AppointmentInput } from '@casa/core';
import { type Db, dbTimestamp, toNumber } from '../../db/rows.js';

export async function insertAppointment(db: Db, appointment: AppointmentInput, now: Date): Promise<number> {
  const [row] = await db('appointments')
    .insert({
      name: appointment.name,
      email: appointment.email,
      phone: appointment.phone,
      company: appointment.company ?? null,
      message: appointment.message,
      division: appointment.division,
      preferred_date: appointment.preferredDate ?? null,
      preferred_time: appointment.preferredTime ?? null,
      created_at: dbTimestamp(db, now),
      accept_privacy: appointment.acceptPrivacy,
    })
    .returning('id');
  return toNumber(typeof row === 'object' ? row.id : row);
}
