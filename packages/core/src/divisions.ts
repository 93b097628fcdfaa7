export const DIVISIONS = ['corporativo', 'hospitality'] as const;
export type Division = (typeof DIVISIONS)[number];

export const DIVISION_LABELS: Record<Division, string> = {
  corporativo: 'Corporativo',
  hospitality: 'Hospitality',
};

export function isDivision(value: unknown): value is Division {
  return typeof value === 'string' && (DIVISIONS as readonly string[]).includes(value);
}

/**
 * The division a URL belongs to: any path containing the word "hospitality" or "corporativo"
 * (docs/product.md §2 "Division pages"). Returns null for the landing page, legal pages and the like.
 */
export function divisionFromPath(pathname: string): Division | null {
  const lower = pathname.toLowerCase();
  if (lower.includes('hospitality')) return 'hospitality';
  if (lower.includes('corporativo')) return 'corporativo';
  return null;
}

export const CUSTOM_PROJECT_TYPE = 'Otro';

export const PROJECT_TYPES: Record<Division, readonly string[]> = {
  corporativo: [
    'Oficina Ejecutiva',
    'Espacio de Coworking',
    'Sala de Juntas',
    'Recepción Corporativa',
    'Centro de Llamadas',
    'Área Común Corporativa',
    'Showroom',
    'Centro Comercial',
    CUSTOM_PROJECT_TYPE,
  ],
  hospitality: [
    'Hotel',
    'Resort',
    'Restaurante',
    'Bar/Lounge',
    'Spa/Wellness',
    'Área Común',
    'Lobby',
    'Habitación',
    'Suite',
    'Terraza/Outdoor',
    CUSTOM_PROJECT_TYPE,
  ],
};

/** True when a type is one of the division's listed types other than 'Otro'. */
export function isKnownProjectType(division: Division, type: string): boolean {
  return type !== CUSTOM_PROJECT_TYPE && PROJECT_TYPES[division].includes(type);
}
