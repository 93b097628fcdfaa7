import { type Division, divisionFromPath } from '@casa/core';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

interface DivisionValue {
  /** The current division: empty until a division page (or a URL naming one) is visited. */
  division: Division | '';
  setDivision: (division: Division | '') => void;
}

const DivisionContext = createContext<DivisionValue | null>(null);

/** The global "current division" of docs/product.md §2, empty at start. */
export function DivisionProvider({ children, initial = '' }: { children: ReactNode; initial?: Division | '' }) {
  const [division, setDivision] = useState<Division | ''>(initial);
  const value = useMemo(() => ({ division, setDivision }), [division]);
  return <DivisionContext.Provider value={value}>{children}</DivisionContext.Provider>;
}

export function useDivision(): DivisionValue {
  const value = useContext(DivisionContext);
  // A developer's mistake, in words of its own: the messages' module stays out of the first script.
  if (!value) throw new Error('useDivision must be used within a DivisionProvider');
  return value;
}

/**
 * Sets the current division whenever the URL names one ("Visiting a division page or a URL
 * containing the word hospitality or corporativo sets the current division"). Other URLs keep it.
 */
export function DivisionFromUrl() {
  const { pathname } = useLocation();
  const { setDivision } = useDivision();
  useEffect(() => {
    const division = divisionFromPath(pathname);
    if (division) setDivision(division);
  }, [pathname, setDivision]);
  return null;
}
