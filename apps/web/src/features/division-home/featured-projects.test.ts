import type { Project } from '@casa/core';
import { describe, expect, it } from 'vitest';
import { featuredProjects } from './featured-projects.js';

const project = (id: number, featured = false) => ({ id, name: `P${id}`, featured }) as Project;

describe('featuredProjects', () => {
  it('keeps the newest two projects when none is marked', () => {
    expect(featuredProjects([project(3), project(2), project(1)]).map((p) => p.id)).toEqual([3, 2]);
    expect(featuredProjects([project(1)])).toHaveLength(1);
    expect(featuredProjects(undefined)).toEqual([]);
  });

  it("shows the projects marked 'Destacado' instead, newest first, still at most two", () => {
    expect(featuredProjects([project(4), project(3, true), project(2), project(1, true)]).map((p) => p.id)).toEqual([3, 1]);
    expect(featuredProjects([project(4), project(3), project(2, true)]).map((p) => p.id)).toEqual([2]);
    expect(featuredProjects([project(5, true), project(4, true), project(3, true)]).map((p) => p.id)).toEqual([5, 4]);
  });
});
