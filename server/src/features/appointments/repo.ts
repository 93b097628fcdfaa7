import type { Knex } from 'knex';
import type { AppointmentInput } from '@casa/core';
import { toNumber } from '../../db/rows.js';

export async function insertAppointment(db: Knex, appointment: AppointmentInput): Promise<number> {
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
      accept_privacy: appointment.acceptPrivacy,
    })
    .returning('id');
  return toNumber(typeof row === 'object' ? row.id : row);
}
