import { CUSTOM_PROJECT_TYPE, type Division, isKnownProjectType, PROJECT_TYPES } from '@casa/core';

/** The three form fields that make up the project type (docs/product.md §4 "Project type"). */
export interface TypeState {
  projectType: string;
  customTypeMode: boolean;
  customType: string;
}

export const EMPTY_TYPE: TypeState = { projectType: '', customTypeMode: false, customType: '' };

export function typeOptions(division: Division): readonly string[] {
  return PROJECT_TYPES[division];
}

/** Editing: a listed type is selected; any other stored type opens custom mode holding it. */
export function typeStateFor(division: Division, storedType: string): TypeState {
  const type = storedType.trim();
  if (type === '') return EMPTY_TYPE;
  if (isKnownProjectType(division, type)) return { projectType: type, customTypeMode: false, customType: '' };
  return { projectType: CUSTOM_PROJECT_TYPE, customTypeMode: true, customType: type };
}

/** Picking from the list; 'Otro' means "let me type it" and enters custom mode. */
export function chooseType(state: TypeState, value: string): TypeState {
  if (value === CUSTOM_PROJECT_TYPE) return enterCustomMode(state);
  return { projectType: value, customTypeMode: false, customType: '' };
}

/** 'Crear Tipo Personalizado' (or 'Otro'): keeps whatever custom text was already typed. */
export function enterCustomMode(state: TypeState): TypeState {
  return { projectType: CUSTOM_PROJECT_TYPE, customTypeMode: true, customType: state.customType };
}

/** Cancel: back to the list with nothing chosen. */
export function leaveCustomMode(_state: TypeState): TypeState {
  return EMPTY_TYPE;
}

/** A listed type that the new division lacks is cleared; a custom type stays. */
export function changeDivision(state: TypeState, division: Division): TypeState {
  if (state.customTypeMode || state.projectType === '') return state;
  return isKnownProjectType(division, state.projectType) ? state : EMPTY_TYPE;
}
