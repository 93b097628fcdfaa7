import { useState } from 'react';

/**
 * `value` while `open`; once closed, the last value it had open, so a dialog keeps its title and
 * content while it animates away instead of flashing an empty or different one.
 */
export function useKeptWhileClosing<T>(value: T, open: boolean): T {
  const [kept, setKept] = useState(value);
  if (open && kept !== value) setKept(value);
  return open ? value : kept;
}
