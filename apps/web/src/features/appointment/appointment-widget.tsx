// Placeholder: the floating appointment widget (SPEC §2) is being built.
export function AppointmentWidget() {
  return null;
}
