import { MESSAGES, type Project } from '@casa/core';
import { useCallback } from 'react';
import { useDeleteProjectMutation } from '../../api/projects-endpoints.js';
import { useConfirm } from '../../shared/confirm.js';
import { useToast } from '../../shared/toast.js';

/** The Spanish confirmation naming the project (docs/product.md §7). */
export function deleteProjectQuestion(name: string): string {
  return `¿Estás seguro de que quieres eliminar el proyecto "${name}"? Esta acción no se puede deshacer.`;
}

/** Eliminar: confirm, DELETE, toast. */
export function useDeleteProject(): (project: Project) => Promise<void> {
  const [deleteProject] = useDeleteProjectMutation();
  const confirm = useConfirm();
  const toast = useToast();
  return useCallback(
    async (project: Project) => {
      if (!(await confirm(deleteProjectQuestion(project.name)))) return;
      try {
        await deleteProject(project.id).unwrap();
        toast.success(MESSAGES.projectDeleted);
      } catch (error) {
        console.error('Failed to delete project', error);
        toast.error('Error', MESSAGES.projectDeleteError);
      }
    },
    [confirm, deleteProject, toast],
  );
}
