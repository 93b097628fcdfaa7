import type { SettingsEnglish } from '../../schemas/english.js';

const blankDivision = (): SettingsEnglish['divisions']['corporativo'] => ({
  blurb: '',
  whatsapp: { role: '', message: '' },
  leader: { role: '', bio: '' },
});

/** The settings' English texts of a fresh install (Configuración's 'English' tab): today's Spanish texts in English. */
export const DEFAULT_SETTINGS_ENGLISH: SettingsEnglish = {
  footerText: '',
  hours: '',
  country: '',
  statLabels: [],
  divisions: { corporativo: blankDivision(), hospitality: blankDivision() },
  visitorConfirmation: { contact: { subject: '', text: '' }, appointment: { subject: '', text: '' } },
};
