import { describe, expect, it } from 'vitest';
import { divisionFromPath, isKnownProjectType, PROJECT_TYPES } from './divisions.js';

describe('divisions', () => {
  it('finds the division in any URL containing its word (docs/product.md §2)', () => {
    expect(divisionFromPath('/hospitality/proyectos')).toBe('hospitality');
    expect(divisionFromPath('/corporativo')).toBe('corporativo');
    expect(divisionFromPath('/proyecto/4?from=hospitality')).toBe('hospitality');
    expect(divisionFromPath('/')).toBeNull();
    expect(divisionFromPath('/terminos-y-condiciones')).toBeNull();
  });

  it('lists the project types of docs/product.md §3 with Otro last', () => {
    expect(PROJECT_TYPES.corporativo).toHaveLength(9);
    expect(PROJECT_TYPES.hospitality).toHaveLength(11);
    expect(PROJECT_TYPES.hospitality.at(-1)).toBe('Otro');
    expect(isKnownProjectType('hospitality', 'Resort')).toBe(true);
    expect(isKnownProjectType('corporativo', 'Resort')).toBe(false);
    expect(isKnownProjectType('corporativo', 'Otro')).toBe(false);
  });
});
