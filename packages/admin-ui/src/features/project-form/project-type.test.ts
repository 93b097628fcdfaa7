import { describe, expect, it } from 'vitest';
import { projectFormSchema } from '@casa/core';
import { changeDivision, chooseType, EMPTY_TYPE, enterCustomMode, leaveCustomMode, typeOptions, typeStateFor } from './project-type.js';
import { emptyProjectForm } from './form-model.js';

describe('project type custom mode (docs/product.md §4 "Project type")', () => {
  it('lists each division’s types, ending with Otro', () => {
    expect(typeOptions('hospitality')).toContain('Bar/Lounge');
    expect(typeOptions('corporativo').at(-1)).toBe('Otro');
  });

  it('choosing Otro enters custom mode; choosing a listed type leaves it', () => {
    const custom = chooseType(EMPTY_TYPE, 'Otro');
    expect(custom.customTypeMode).toBe(true);
    expect(chooseType({ ...custom, customType: 'Casino' }, 'Hotel')).toEqual({
      projectType: 'Hotel',
      customTypeMode: false,
      customType: '',
    });
  });

  it('"Crear Tipo Personalizado" enters custom mode and cancel leaves it with nothing chosen', () => {
    const custom = enterCustomMode({ projectType: 'Hotel', customTypeMode: false, customType: '' });
    expect(custom).toMatchObject({ customTypeMode: true, customType: '' });
    expect(leaveCustomMode({ ...custom, customType: 'Casino' })).toEqual(EMPTY_TYPE);
  });

  it('editing a project with a listed type selects it', () => {
    expect(typeStateFor('hospitality', 'Resort')).toEqual({ projectType: 'Resort', customTypeMode: false, customType: '' });
  });

  it('editing a project whose type is not in its division’s list opens custom mode with that type', () => {
    expect(typeStateFor('hospitality', 'Casino Flotante')).toEqual({
      projectType: 'Otro',
      customTypeMode: true,
      customType: 'Casino Flotante',
    });
    // A corporativo type on a hospitality project is just as unknown.
    expect(typeStateFor('hospitality', 'Showroom')).toMatchObject({ customTypeMode: true, customType: 'Showroom' });
    expect(typeStateFor('corporativo', '  ')).toEqual(EMPTY_TYPE);
  });

  it('switching division clears a listed type the other division lacks, but keeps a custom one', () => {
    expect(changeDivision({ projectType: 'Hotel', customTypeMode: false, customType: '' }, 'corporativo')).toEqual(EMPTY_TYPE);
    const custom = { projectType: 'Otro', customTypeMode: true, customType: 'Casino' };
    expect(changeDivision(custom, 'corporativo')).toBe(custom);
  });

  it('the form schema gives the product’s two messages', () => {
    const base = { ...emptyProjectForm(), name: 'A', location: 'B', scope: 'C' };
    const blankCustom = projectFormSchema.safeParse({ ...base, ...enterCustomMode(EMPTY_TYPE) });
    expect(blankCustom.error?.issues.map((issue) => issue.message)).toEqual(['Debes ingresar un tipo de proyecto personalizado.']);
    const noType = projectFormSchema.safeParse(base);
    expect(noType.error?.issues.map((issue) => issue.message)).toEqual(['Debes seleccionar o crear un tipo de proyecto.']);
  });
});
