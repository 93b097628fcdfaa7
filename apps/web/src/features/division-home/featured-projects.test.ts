import type { Project } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { featuredProjects } from './featured-projects.js';

const project = (id: number) => ({ id, name: `P${id}` }) as Project;

describe('featuredProjects', () => {
  it('keeps at most the first two projects', () => {
    expect(featuredProjects([project(3), project(2), project(1)]).map((p) => p.id)).toEqual([3, 2]);
    expect(featuredProjects([project(1)])).toHaveLength(1);
    expect(featuredProjects(undefined)).toEqual([]);
  });
});
